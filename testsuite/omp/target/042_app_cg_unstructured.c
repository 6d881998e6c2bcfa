// Application: vector kernels of a conjugate-gradient solver on a 1-D Laplacian, the vectors created on the device with target enter data in an init function and deleted in a finalize function (unstructured lifetimes), kernels as functions taking pointers, dot products as reductions, target update only for the printed results.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | converged: yes in at most n iterations
// | x[0]=100.000000 x[99]=5050.000000 x[199]=100.000000
// | residual below 1e-6: yes
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double *x, *r, *p, *ap, *b;
static int n;

static void setup(int size) {
  n = size;
  x = calloc(n, sizeof *x);
  r = malloc(n * sizeof *r);
  p = malloc(n * sizeof *p);
  ap = malloc(n * sizeof *ap);
  b = malloc(n * sizeof *b);
  for (int i = 0; i < n; i++) b[i] = 1.0;
#pragma omp target enter data map(to: x[0:n], b[0:n]) map(alloc: r[0:n], p[0:n], ap[0:n])
}

static void finish(void) {
#pragma omp target exit data map(from: x[0:n]) map(delete: r[0:n], p[0:n], ap[0:n], b[0:n])
  free(r); free(p); free(ap); free(b);
}

static void laplace(const double *v, double *out, int m) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < m; i++) {
    double left = i > 0 ? v[i - 1] : 0.0, right = i < m - 1 ? v[i + 1] : 0.0;
    out[i] = 2.0 * v[i] - left - right;
  }
}

static double dot(const double *u, const double *v, int m) {
  double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < m; i++) s += u[i] * v[i];
  return s;
}

static void axpy(double a, const double *u, double *v, int m) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < m; i++) v[i] += a * u[i];
}

static void xpay(const double *u, double a, double *v, int m) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < m; i++) v[i] = u[i] + a * v[i];
}

int main(void) {
  setup(200);
  laplace(x, ap, n);
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) { r[i] = b[i] - ap[i]; p[i] = r[i]; }
  double rr = dot(r, r, n);
  int k;
  for (k = 0; k < 500 && sqrt(rr) > 1e-10; k++) {
    laplace(p, ap, n);
    double alpha = rr / dot(p, ap, n);
    axpy(alpha, p, x, n);
    axpy(-alpha, ap, r, n);
    double rr_new = dot(r, r, n);
    xpay(r, rr_new / rr, p, n);
    rr = rr_new;
  }
  finish();
  printf("converged: %s in %s iterations\n", sqrt(rr) <= 1e-10 ? "yes" : "no", k <= n ? "at most n" : "more than n");
  printf("x[0]=%.6f x[99]=%.6f x[199]=%.6f\n", x[0], x[99], x[199]);
  double resid = 0;
  for (int i = 0; i < n; i++) {
    double l = i > 0 ? x[i - 1] : 0, rgt = i < n - 1 ? x[i + 1] : 0;
    resid = fmax(resid, fabs(2 * x[i] - l - rgt - 1.0));
  }
  printf("residual below 1e-6: %s\n", resid < 1e-6 ? "yes" : "no");
  free(x);
  return 0;
}
