// Application style: a conjugate gradient solver for a 1-D Poisson matrix, every vector on the
// device in one target data region, the matrix-vector product, dot products and axpy updates
// as target teams distribute parallel for kernels in small functions taking pointers (the
// scalars alpha and beta are firstprivate), omp_get_wtime timing checked.
// args: -fopenmp -lm
// expect-exit: 0
// expect-stdout:
// | converged in at most n iterations: yes, error below 1e-6: yes
// | timing ok: yes
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static void matvec(int n, const double *x, double *y) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
    double l = i > 0 ? x[i - 1] : 0.0, r = i < n - 1 ? x[i + 1] : 0.0;
    y[i] = 2.0 * x[i] - l - r;
  }
}

static double dot(int n, const double *a, const double *b) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}

static void axpy(int n, double a, const double *x, double *y) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) y[i] += a * x[i];
}

static void xpay(int n, const double *x, double a, double *y) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) y[i] = x[i] + a * y[i];
}

int main(void) {
  int n = 200, it = 0;
  double *x = calloc(n, sizeof(double)), *b = malloc(n * sizeof(double));
  double *r = malloc(n * sizeof(double)), *p = malloc(n * sizeof(double));
  double *q = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) b[i] = 1.0;
  double t0 = omp_get_wtime(), rr = 0;
#pragma omp target data map(tofrom: x[0:n]) map(to: b[0:n]) map(alloc: r[0:n], p[0:n], q[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      r[i] = b[i];
      p[i] = b[i];
    }
    rr = dot(n, r, r);
    while (it < 1000 && sqrt(rr) > 1e-10) {
      matvec(n, p, q);
      double alpha = rr / dot(n, p, q);
      axpy(n, alpha, p, x);
      axpy(n, -alpha, q, r);
      double rr_new = dot(n, r, r);
      xpay(n, r, rr_new / rr, p);
      rr = rr_new;
      it++;
    }
  }
  double t1 = omp_get_wtime();
  // The exact solution of this system: x_i = (i+1)(n-i)/2.
  double err = 0;
  for (int i = 0; i < n; i++) err = fmax(err, fabs(x[i] - (i + 1.0) * (n - i) / 2.0));
  printf("converged in at most n iterations: %s, error below 1e-6: %s\n", it <= n ? "yes" : "no",
         err < 1e-6 ? "yes" : "no");
  printf("timing ok: %s\n", t1 >= t0 ? "yes" : "no");
  free(x); free(b); free(r); free(p); free(q);
  return 0;
}
