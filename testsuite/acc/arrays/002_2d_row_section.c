// A 2-D section a[2:3][0:M]: three whole rows moved; the other rows are untouched.
// expect-exit: 0
// expect-stdout:
// | row section a[1][0] -1 a[2][0] 20 a[4][9] 49 a[5][0] -1 sum 985.0
#include <stdio.h>
#include <openacc.h>
#define N 8
#define M 10
int main(void) {
  double a[N][M];
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) a[i][j] = -1;
  #pragma acc data copy(a[2:3][0:M])
  {
    #pragma acc parallel loop collapse(2) present(a[2:3][0:M])
    for (int i = 2; i < 5; i++)
      for (int j = 0; j < M; j++) a[i][j] = i * 10 + j;
  }
  double s = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) s += a[i][j];
  printf("row section a[1][0] %.0f a[2][0] %.0f a[4][9] %.0f a[5][0] %.0f sum %.1f\n", a[1][0], a[2][0], a[4][9], a[5][0], s);
  return !(a[1][0] == -1 && a[4][9] == 49 && a[5][0] == -1);
}
