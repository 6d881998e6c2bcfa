// Application: matrix multiplication on the device (target teams distribute parallel for collapse(2)) with the matrices in flat arrays passed to a function, a blocked variant with the inner loop in each thread, and a check against the host result.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | mismatches: 0, trace -8.00, c[0]=0.00 c[last]=6.00
#include <stdio.h>
#include <stdlib.h>

static void matmul(const double *a, const double *b, double *c, int n, int m, int k) {
#pragma omp target teams distribute parallel for collapse(2) map(to: a[0:n*k], b[0:k*m]) map(from: c[0:n*m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      double s = 0;
      for (int l = 0; l < k; l++) s += a[i * k + l] * b[l * m + j];
      c[i * m + j] = s;
    }
}

static void matmul_rows(const double *a, const double *b, double *c, int n, int m, int k) {
#pragma omp target teams distribute map(to: a[0:n*k], b[0:k*m]) map(from: c[0:n*m])
  for (int i = 0; i < n; i++) {
#pragma omp parallel for
    for (int j = 0; j < m; j++) {
      double s = 0;
      for (int l = 0; l < k; l++) s += a[i * k + l] * b[l * m + j];
      c[i * m + j] = s;
    }
  }
}

int main(void) {
  int n = 30, m = 20, k = 25;
  double *a = malloc(n * k * sizeof *a), *b = malloc(k * m * sizeof *b);
  double *c = malloc(n * m * sizeof *c), *c2 = malloc(n * m * sizeof *c2);
  for (int i = 0; i < n * k; i++) a[i] = (i % 7) - 3;
  for (int i = 0; i < k * m; i++) b[i] = (i % 5) * 0.5;
  matmul(a, b, c, n, m, k);
  matmul_rows(a, b, c2, n, m, k);
  int wrong = 0;
  double trace = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      double s = 0;
      for (int l = 0; l < k; l++) s += a[i * k + l] * b[l * m + j];
      wrong += s != c[i * m + j] || s != c2[i * m + j];
      if (i == j) trace += s;
    }
  printf("mismatches: %d, trace %.2f, c[0]=%.2f c[last]=%.2f\n", wrong, trace, c[0], c[n * m - 1]);
  free(a); free(b); free(c); free(c2);
  return 0;
}
