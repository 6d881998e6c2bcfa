// LU decomposition without pivoting of a diagonally dominant matrix: the row updates of
// each step in a worksharing loop, then forward/back substitution; the solution of A x = b
// is checked against the known x.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | max error below 1e-9: yes
// | x[0] -4.000000 x[N-1] 2.000000
#include <stdio.h>
#include <math.h>
#include <omp.h>

#define N 160

static void lu(int n, double a[n][n]) {
  for (int k = 0; k < n; k++) {
#pragma omp parallel for schedule(static)
    for (int i = k + 1; i < n; i++) {
      double f = a[i][k] / a[k][k];
      a[i][k] = f;
      for (int j = k + 1; j < n; j++)
        a[i][j] -= f * a[k][j];
    }
  }
}

int main(void) {
  static double a[N][N], x[N], b[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = (i % 9) - 4.0;
    for (int j = 0; j < N; j++)
      a[i][j] = (i == j) ? 4.0 * N : ((i * 7 + j * 3) % 11) - 5.0;
  }
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    double s = 0;
    for (int j = 0; j < N; j++)
      s += a[i][j] * x[j];
    b[i] = s;
  }
  lu(N, a);
  for (int i = 0; i < N; i++) {
    double s = b[i];
    for (int j = 0; j < i; j++)
      s -= a[i][j] * y[j];
    y[i] = s;
  }
  for (int i = N - 1; i >= 0; i--) {
    double s = y[i];
    for (int j = i + 1; j < N; j++)
      s -= a[i][j] * y[j];
    y[i] = s / a[i][i];
  }
  double err = 0;
  for (int i = 0; i < N; i++)
    err = fmax(err, fabs(y[i] - x[i]));
  printf("max error below 1e-9: %s\n", err < 1e-9 ? "yes" : "no");
  printf("x[0] %.6f x[N-1] %.6f\n", y[0], y[N - 1]);
  return 0;
}
