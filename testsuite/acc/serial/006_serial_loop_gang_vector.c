// loop gang/vector inside serial: allowed, executed by one gang with one lane.
// expect-exit: 0
// expect-stdout:
// | serial gang vector 91450
#include <stdio.h>
#include <openacc.h>
#define N 30
#define M 20
int main(void) {
  int a[N][M];
  #pragma acc serial copyout(a)
  {
    #pragma acc loop gang
    for (int i = 0; i < N; i++) {
      #pragma acc loop vector
      for (int j = 0; j < M; j++) a[i][j] = i - j;
    }
  }
  long s = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) s += a[i][j] * (i + 1);
  printf("serial gang vector %ld\n", s);
  return a[N - 1][M - 1] != N - M;
}
