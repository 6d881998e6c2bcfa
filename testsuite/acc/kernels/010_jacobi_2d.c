// A Jacobi stencil in kernels, iterated from the host inside a data region (two arrays swap
// roles each step).
// expect-exit: 0
// expect-stdout:
// | jacobi sum 96.0359745862 a[1][16] 0.7552286562
#include <stdio.h>
#include <math.h>
#include <openacc.h>
#define N 34
int main(void) {
  static double a[N][N], b[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) a[i][j] = b[i][j] = (i == 0) ? 1.0 : 0.0;
  #pragma acc data copy(a) copyin(b)
  {
    for (int it = 0; it < 20; it++) {
      #pragma acc kernels present(a, b)
      {
        for (int i = 1; i < N - 1; i++)
          for (int j = 1; j < N - 1; j++)
            b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
        for (int i = 1; i < N - 1; i++)
          for (int j = 1; j < N - 1; j++) a[i][j] = b[i][j];
      }
    }
  }
  double s = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) s += a[i][j];
  printf("jacobi sum %.10f a[1][16] %.10f\n", s, a[1][16]);
  return 0;
}
