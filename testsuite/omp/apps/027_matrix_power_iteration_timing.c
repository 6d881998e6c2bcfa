// A benchmark-style driver: a function pointer table of kernels (axpy, dot, scale) over
// heap arrays, each run in a parallel loop and timed with omp_get_wtime; the checksums are
// printed, the timings only checked for sanity.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | axpy: 1.437500
// | dot: 150528.000000
// | scale: 0.500000
// | axpy: 1.156250
// | dot: 111104.000000
// | scale: 0.250000
// | timings sane 1
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

typedef double (*kernel_fn)(double *, const double *, long);

static double axpy(double *y, const double *x, long n) {
#pragma omp parallel for
  for (long i = 0; i < n; i++)
    y[i] += 0.5 * x[i];
  return y[n - 1];
}

static double dot(double *y, const double *x, long n) {
  double s = 0;
#pragma omp parallel for reduction(+: s)
  for (long i = 0; i < n; i++)
    s += y[i] * x[i];
  return s;
}

static double scale(double *y, const double *x, long n) {
  (void)x;
#pragma omp parallel for
  for (long i = 0; i < n; i++)
    y[i] *= 0.5;
  return y[0];
}

int main(void) {
  long n = 1 << 18;
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (long i = 0; i < n; i++) {
    x[i] = (i % 8) * 0.125;
    y[i] = 1.0;
  }
  const struct { const char *name; kernel_fn f; } table[] = {{"axpy", axpy}, {"dot", dot}, {"scale", scale}};
  int sane = 1;
  for (int rep = 0; rep < 2; rep++)
    for (int k = 0; k < 3; k++) {
      double t0 = omp_get_wtime();
      double r = table[k].f(y, x, n);
      double t1 = omp_get_wtime();
      sane &= t1 >= t0;
      printf("%s: %.6f\n", table[k].name, r);
    }
  printf("timings sane %d\n", sane);
  free(x);
  free(y);
  return 0;
}
