// A pointer as the loop variable (allowed since OpenACC 3.0 for C, 3.3 §2.9): increasing,
// decreasing, `<=`/`>=` bounds, a step other than one, struct elements, and an inner vector
// loop whose pointer starts at a row of a 2-D array.
// expect-exit: 0
// expect-stdout:
// | pointer iv 16384
// | pointer variants 8256 2752 0 0
#include <stdio.h>
#include <openacc.h>
#define N 128
typedef struct { double x, y; } pt;
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc parallel loop copy(a)
  for (int *p = a; p < a + N; p++) *p = *p * 2 + 1;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("pointer iv %ld\n", s);

  int b[N];
  pt q[N];
  double m[8][N];
  for (int i = 0; i < N; i++) { b[i] = i; q[i].x = i; q[i].y = -1; }
  int *p;
  #pragma acc parallel loop copy(b)
  for (p = b + N - 1; p >= b; p--) *p += 1;
  long t1 = 0;
  for (int i = 0; i < N; i++) t1 += b[i];
  #pragma acc parallel loop copy(b)
  for (p = b; p <= b + N - 1; p += 3) *p = -*p;
  long t2 = 0;
  for (int i = 0; i < N; i++) t2 += b[i];
  #pragma acc parallel loop copy(q)
  for (pt *r = q + N - 1; r > q - 1; r -= 2) r->y = r->x * 2;
  double u = 0;
  for (int i = 0; i < N; i++) u += q[i].y - (i % 2 ? 2.0 * i : -1.0);
  #pragma acc parallel loop copyout(m)
  for (int i = 0; i < 8; i++) {
    #pragma acc loop vector
    for (double *r = m[i]; r < m[i] + N; r = r + 1) *r = i * 1000 + (r - m[i]);
  }
  double w = 0;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < N; j++) w += m[i][j] - i * 1000 - j;
  printf("pointer variants %ld %ld %g %g\n", t1, t2, u, w);
  return s != (long)N * N || w != 0 || u != 0;
}
