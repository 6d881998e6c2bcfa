// Conjugate gradient on a 1-D Poisson matrix with OpenMP dot products (reductions) and
// axpy updates inside one parallel region per iteration; the residual history is printed
// with few digits (summation order differs between team sizes).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | converged: yes, error small: yes, x[N/2] 20100.000
#include <stdio.h>
#include <math.h>
#include <omp.h>

#define N 400

static double dot(const double *x, const double *y) {
  double s = 0.0;
#pragma omp parallel for reduction(+:s)
  for (int i = 0; i < N; i++) s += x[i] * y[i];
  return s;
}

static void apply(const double *x, double *y) {
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    double l = i > 0 ? x[i - 1] : 0.0, r = i < N - 1 ? x[i + 1] : 0.0;
    y[i] = 2.0 * x[i] - l - r;
  }
}

int main(void) {
  static double x[N], b[N], r[N], p[N], ap[N];
  for (int i = 0; i < N; i++) { b[i] = 1.0; x[i] = 0.0; r[i] = b[i]; p[i] = r[i]; }
  double rr = dot(r, r);
  int it;
  for (it = 0; it < 2 * N && sqrt(rr) > 1e-8; it++) {
    apply(p, ap);
    double alpha = rr / dot(p, ap);
#pragma omp parallel for
    for (int i = 0; i < N; i++) { x[i] += alpha * p[i]; r[i] -= alpha * ap[i]; }
    double rr2 = dot(r, r);
    double beta = rr2 / rr;
    rr = rr2;
#pragma omp parallel for
    for (int i = 0; i < N; i++) p[i] = r[i] + beta * p[i];
  }
  /* exact solution x_i = (i+1)(N-i)/2 */
  double maxerr = 0.0;
  for (int i = 0; i < N; i++) maxerr = fmax(maxerr, fabs(x[i] - (i + 1.0) * (N - i) / 2.0));
  printf("converged: %s, error small: %s, x[N/2] %.3f\n", sqrt(rr) <= 1e-8 ? "yes" : "no",
         maxerr < 1e-6 ? "yes" : "no", x[N / 2]);
  return 0;
}
