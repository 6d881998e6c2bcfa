// Application: sparse matrix-vector products in CSR form on the device, the matrix entered once with target enter data from a setup function and used by several products (present data, no map clauses in the kernels), power iteration with a norm reduction, and exit data at the end.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | nnz 898, estimate 4.15438966, x[0] -0.032802 x[150] -1.048044
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { int n, nnz; int *rowptr, *col; double *val; } csr_t;

static csr_t build(int n) {
  csr_t a;
  a.n = n;
  a.rowptr = malloc((n + 1) * sizeof(int));
  a.col = malloc(3 * n * sizeof(int));
  a.val = malloc(3 * n * sizeof(double));
  int k = 0;
  for (int i = 0; i < n; i++) {
    a.rowptr[i] = k;
    if (i > 0) { a.col[k] = i - 1; a.val[k++] = -1.0; }
    a.col[k] = i; a.val[k++] = 2.0 + (i % 4) * 0.1;
    if (i < n - 1) { a.col[k] = i + 1; a.val[k++] = -1.0; }
  }
  a.rowptr[n] = k;
  a.nnz = k;
  int *rp = a.rowptr, *cl = a.col;
  double *vl = a.val;
  int nn = a.nnz;
#pragma omp target enter data map(to: rp[0:n + 1], cl[0:nn], vl[0:nn])
  return a;
}

static void spmv(const csr_t *a, const double *x, double *y) {
  int n = a->n;
  int *rp = a->rowptr, *cl = a->col;
  double *vl = a->val;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int k = rp[i]; k < rp[i + 1]; k++) s += vl[k] * x[cl[k]];
    y[i] = s;
  }
}

int main(void) {
  int n = 300;
  csr_t a = build(n);
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < n; i++) x[i] = 1.0;
  double lambda = 0;
#pragma omp target data map(tofrom: x[0:n]) map(alloc: y[0:n])
  {
    for (int it = 0; it < 50; it++) {
      spmv(&a, x, y);
      double nrm = 0;
#pragma omp target teams distribute parallel for reduction(+: nrm)
      for (int i = 0; i < n; i++) nrm += y[i] * y[i];
      nrm = sqrt(nrm);
      lambda = nrm / sqrt((double)n);
#pragma omp target teams distribute parallel for firstprivate(nrm)
      for (int i = 0; i < n; i++) x[i] = y[i] / nrm * sqrt((double)n);
    }
  }
  printf("nnz %d, estimate %.8f, x[0] %.6f x[150] %.6f\n", a.nnz, lambda, x[0], x[150]);
  int *rp = a.rowptr, *cl = a.col;
  double *vl = a.val;
  int nn = a.nnz;
#pragma omp target exit data map(delete: rp[0:n + 1], cl[0:nn], vl[0:nn])
  free(a.rowptr); free(a.col); free(a.val); free(x); free(y);
  return 0;
}
