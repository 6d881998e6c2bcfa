// parallel loop tile(4,4) async(2), then wait(2).
// expect-exit: 0
// expect-stdout:
// | tile async 1325
#include <stdio.h>
#include <openacc.h>
#define N 50
int main(void) {
  static int a[N][N];
  #pragma acc parallel loop tile(4, 4) async(2) copyout(a)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) a[i][j] = (i < j) ? 1 : (i == j ? 2 : 0);
  #pragma acc wait(2)
  long s = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s += a[i][j];
  printf("tile async %ld\n", s);
  return s != N * (N - 1) / 2 + 2 * N;
}
