// Application: LU factorisation without pivoting of a diagonally dominant matrix on the device, one target region per elimination step on resident data (the pivot row read on the device), then forward and back substitution on the host; the solution is checked against the right-hand side.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | residual below 1e-10: yes, x[0]=0.00426926 x[39]=0.92377585
#include <math.h>
#include <stdlib.h>
#include <stdio.h>

#define N 40

int main(void) {
  static double a[N][N], lu[N][N];
  double b[N], x[N], y[N];
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) a[i][j] = (i == j) ? N + 1.0 : 1.0 / (1 + abs(i - j));
    b[i] = i + 1;
  }
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) lu[i][j] = a[i][j];
#pragma omp target data map(tofrom: lu)
  for (int k = 0; k < N - 1; k++) {
#pragma omp target teams distribute parallel for
    for (int i = k + 1; i < N; i++) {
      double f = lu[i][k] / lu[k][k];
      lu[i][k] = f;
      for (int j = k + 1; j < N; j++) lu[i][j] -= f * lu[k][j];
    }
  }
  for (int i = 0; i < N; i++) {
    y[i] = b[i];
    for (int j = 0; j < i; j++) y[i] -= lu[i][j] * y[j];
  }
  for (int i = N - 1; i >= 0; i--) {
    x[i] = y[i];
    for (int j = i + 1; j < N; j++) x[i] -= lu[i][j] * x[j];
    x[i] /= lu[i][i];
  }
  double res = 0;
  for (int i = 0; i < N; i++) {
    double s = 0;
    for (int j = 0; j < N; j++) s += a[i][j] * x[j];
    res = fmax(res, fabs(s - b[i]));
  }
  printf("residual below 1e-10: %s, x[0]=%.8f x[39]=%.8f\n", res < 1e-10 ? "yes" : "no", x[0], x[N - 1]);
  return 0;
}
