// parallel loop gang vector with vector_length(64) over 100003 elements, and a nested gang/vector form.
// expect-exit: 0
// expect-stdout:
// | vector_length(64) sum 15051588537 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100003
#define R 301
#define C 333
int main(void) {
  static int x[N], y[N];
  static int m[R][C];
  for (int i = 0; i < N; i++) x[i] = (i * 13) % 101;
  #pragma acc parallel loop gang vector vector_length(64) copyin(x) copyout(y)
  for (int i = 0; i < N; i++) y[i] = x[i] - 50;
  #pragma acc parallel loop gang vector_length(64) copyout(m)
  for (int i = 0; i < R; i++) {
    #pragma acc loop vector
    for (int j = 0; j < C; j++) m[i][j] = i * 1000 + j;
  }
  int bad = 0;
  long s = 0;
  for (int i = 0; i < N; i++) { bad += y[i] != (i * 13) % 101 - 50; s += y[i]; }
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) { bad += m[i][j] != i * 1000 + j; s += m[i][j]; }
  printf("vector_length(64) sum %ld bad %d\n", s, bad);
  return bad != 0;
}
