// Application style: sparse matrix-vector products in CSR form (a 1-D Laplacian), the matrix
// kept on the device by target data, each row a team-distributed iteration with a sequential
// inner loop over its non-zeros, a dot product by reduction, a few steps of the power method.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | A*ones: ends 2.0 interior sum 0.0
// | nnz 2998, last |y|^2 0.1484, |x|^2 0.0093
#include <stdio.h>
#include <stdlib.h>

static void spmv(int n, const int *rowptr, const int *col, const double *val, const double *x,
                 double *y) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
    double s = 0.0;
    for (int k = rowptr[i]; k < rowptr[i + 1]; k++) s += val[k] * x[col[k]];
    y[i] = s;
  }
}

static double dot(int n, const double *a, const double *b) {
  double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}

int main(void) {
  int n = 1000, nnz = 3 * n - 2;
  int *rowptr = malloc((n + 1) * sizeof(int)), *col = malloc(nnz * sizeof(int));
  double *val = malloc(nnz * sizeof(double));
  int k = 0;
  for (int i = 0; i < n; i++) {
    rowptr[i] = k;
    if (i > 0) { col[k] = i - 1; val[k++] = -1.0; }
    col[k] = i; val[k++] = 2.0;
    if (i < n - 1) { col[k] = i + 1; val[k++] = -1.0; }
  }
  rowptr[n] = k;
  double *x = malloc(n * sizeof(double)), *y = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) x[i] = 1.0;
  double yy = 0, xy = 0;
#pragma omp target data map(to: rowptr[0:n+1], col[0:nnz], val[0:nnz]) map(tofrom: x[0:n]) map(alloc: y[0:n])
  {
    spmv(n, rowptr, col, val, x, y);
    double ends = 0;
#pragma omp target map(tofrom: ends)
    ends = y[0] + y[n - 1];
    printf("A*ones: ends %.1f interior sum %.1f\n", ends, dot(n, y, x) - ends);
    for (int it = 0; it < 5; it++) {
      spmv(n, rowptr, col, val, x, y);
      yy = dot(n, y, y);
#pragma omp target teams distribute parallel for firstprivate(yy)
      for (int i = 0; i < n; i++) x[i] = y[i] / 4.0;
    }
    xy = dot(n, x, x);
  }
  printf("nnz %d, last |y|^2 %.4f, |x|^2 %.4f\n", nnz, yy, xy);
  free(rowptr); free(col); free(val); free(x); free(y);
  return 0;
}
