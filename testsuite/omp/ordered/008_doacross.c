// Doacross loops (OpenMP 4.5 §2.7.1 ordered(n), §2.13.8 ordered depend(sink)/depend(source)):
// a prefix sum where iteration i waits for i-1 (schedule(static, 1): neighbouring iterations
// in different threads); a 2-D wavefront (collapse(2), ordered(2)) where (i, j) waits for
// (i-1, j) and (i, j-1); a decreasing loop with a step of 2 and schedule(dynamic, 3) whose
// sink names the previous iteration (i+2); a sink outside the iteration space (ignored); the
// loops in functions taking arrays, timed with omp_get_wtime. Independent of the number of
// threads. (gcc 12 hangs on the wavefront with schedule(static, 1), hence its default.)
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | prefix sum: 5050 last 5050 right: yes
// | wavefront 40x50: corner 297482201 right: yes
// | decreasing by 2: right: yes
// | timing sane: yes
#include <omp.h>
#include <stdio.h>

#define N 100
#define R 40
#define C 50

static long w[R][C];

static void prefix(long *s, const long *a, int n) {
  s[0] = a[0];
#pragma omp parallel for ordered(1) schedule(static, 1)
  for (int i = 1; i < n; i++) {
    long v = a[i] * 1; /* work before the wait runs concurrently */
#pragma omp ordered depend(sink: i - 1)
    s[i] = s[i - 1] + v;
#pragma omp ordered depend(source)
  }
}

static void wavefront(int rows, int cols) {
#pragma omp parallel for collapse(2) ordered(2)
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) {
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j - 1)
      {
        long up = i > 0 ? w[i - 1][j] : 1;
        long left = j > 0 ? w[i][j - 1] : 1;
        w[i][j] = (up + left) % 1000000007L + (i == 0 && j == 0);
      }
#pragma omp ordered depend(source)
    }
}

int main(void) {
  long a[N + 1], s[N + 1];
  for (int i = 0; i <= N; i++) a[i] = i;
  double t0 = omp_get_wtime();
  prefix(s, a, N + 1);
  int ok = 1;
  for (int i = 0; i <= N; i++) ok &= s[i] == (long)i * (i + 1) / 2;
  printf("prefix sum: %ld last %ld right: %s\n", s[N], s[N], ok ? "yes" : "no");

  wavefront(R, C);
  long ref[R][C];
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) {
      long up = i > 0 ? ref[i - 1][j] : 1;
      long left = j > 0 ? ref[i][j - 1] : 1;
      ref[i][j] = (up + left) % 1000000007L + (i == 0 && j == 0);
    }
  ok = 1;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) ok &= w[i][j] == ref[i][j];
  printf("wavefront %dx%d: corner %ld right: %s\n", R, C, w[R - 1][C - 1], ok ? "yes" : "no");

  long d[N + 2];
  for (int i = 0; i < N + 2; i++) d[i] = 0;
  d[N + 1] = 1;
#pragma omp parallel for ordered(1) schedule(dynamic, 3)
  for (int i = N - 1; i >= 0; i -= 2) {
#pragma omp ordered depend(sink: i + 2) depend(sink: i + 1000)
    d[i] = d[i + 2] + 2;
#pragma omp ordered depend(source)
  }
  ok = 1;
  for (int i = N - 1, k = 1; i >= 0; i -= 2, k++) ok &= d[i] == 2 * k + 1;
  printf("decreasing by 2: right: %s\n", ok ? "yes" : "no");
  double t1 = omp_get_wtime();
  printf("timing sane: %s\n", t1 >= t0 ? "yes" : "no");
  return 0;
}
