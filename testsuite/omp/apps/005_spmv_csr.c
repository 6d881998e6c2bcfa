// Sparse matrix-vector products in CSR form with dynamic scheduling over rows of uneven
// length, repeated as a power iteration with a norm reduction.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | dominant eigenvalue ~ 1.721229
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

struct csr { int n; int *rowptr; int *col; double *val; };

static struct csr build(int n) {
  struct csr a = {n, malloc((n + 1) * sizeof(int)), NULL, NULL};
  int nnz = 0;
  for (int i = 0; i < n; i++) nnz += 1 + (i % 5);
  a.col = malloc(nnz * sizeof(int));
  a.val = malloc(nnz * sizeof(double));
  int k = 0;
  for (int i = 0; i < n; i++) {
    a.rowptr[i] = k;
    for (int d = 0; d <= i % 5; d++) {
      a.col[k] = (i + d * 7) % n;
      a.val[k] = 1.0 / (1 + d);
      k++;
    }
  }
  a.rowptr[n] = k;
  return a;
}

static void spmv(const struct csr *a, const double *x, double *y) {
#pragma omp parallel for schedule(dynamic, 16)
  for (int i = 0; i < a->n; i++) {
    double s = 0.0;
    for (int k = a->rowptr[i]; k < a->rowptr[i + 1]; k++) s += a->val[k] * x[a->col[k]];
    y[i] = s;
  }
}

int main(void) {
  struct csr a = build(1000);
  double *x = malloc(1000 * sizeof(double)), *y = malloc(1000 * sizeof(double));
  for (int i = 0; i < 1000; i++) x[i] = 1.0;
  double lambda = 0.0;
  for (int it = 0; it < 30; it++) {
    spmv(&a, x, y);
    double nrm = 0.0;
#pragma omp parallel for reduction(+:nrm)
    for (int i = 0; i < 1000; i++) nrm += y[i] * y[i];
    nrm = sqrt(nrm);
#pragma omp parallel for
    for (int i = 0; i < 1000; i++) x[i] = y[i] / nrm;
    lambda = nrm;
  }
  printf("dominant eigenvalue ~ %.6f\n", lambda);
  free(a.rowptr); free(a.col); free(a.val); free(x); free(y);
  return 0;
}
