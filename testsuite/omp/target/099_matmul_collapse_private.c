// Application style: a blocked-by-rows matrix product C = A*B with target teams distribute
// parallel for collapse(2) and a private accumulator, a transpose kernel, and a check against
// the host product; matrices are flat arrays passed to functions with their sizes.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | product: wrong 0, trace 3.5; transpose: wrong 0
#include <stdio.h>
#include <stdlib.h>

static void matmul(int n, int m, int p, const double *a, const double *b, double *c) {
  double acc;
#pragma omp target teams distribute parallel for collapse(2) private(acc) map(to: a[0:n*m], b[0:m*p]) map(from: c[0:n*p])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < p; j++) {
      acc = 0.0;
      for (int k = 0; k < m; k++) acc += a[i * m + k] * b[k * p + j];
      c[i * p + j] = acc;
    }
}

static void transpose(int n, int m, const double *a, double *t) {
#pragma omp target teams distribute parallel for collapse(2) map(to: a[0:n*m]) map(from: t[0:n*m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) t[j * n + i] = a[i * m + j];
}

int main(void) {
  int n = 48, m = 32, p = 40;
  double *a = malloc(n * m * sizeof(double)), *b = malloc(m * p * sizeof(double));
  double *c = malloc(n * p * sizeof(double)), *t = malloc(n * m * sizeof(double));
  for (int i = 0; i < n * m; i++) a[i] = (i % 7) - 3;
  for (int i = 0; i < m * p; i++) b[i] = (i % 5) * 0.5;
  matmul(n, m, p, a, b, c);
  int bad = 0;
  double trace = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < p; j++) {
      double s = 0;
      for (int k = 0; k < m; k++) s += a[i * m + k] * b[k * p + j];
      bad += s != c[i * p + j];
      if (i == j) trace += s;
    }
  transpose(n, m, a, t);
  int tbad = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) tbad += t[j * n + i] != a[i * m + j];
  printf("product: wrong %d, trace %.1f; transpose: wrong %d\n", bad, trace, tbad);
  free(a); free(b); free(c); free(t);
  return 0;
}
