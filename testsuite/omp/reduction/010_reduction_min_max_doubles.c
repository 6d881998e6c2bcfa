// min and max reductions on float, double and long double, with negative values and on an
// orphaned loop writing into shared results.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | fmin -700.25 ldmax 1599.50 lo -700.25 hi 799.75
#include <stdio.h>
#include <omp.h>

static double lo, hi;

static void extremes(const double *v, int n) {
#pragma omp for reduction(min: lo) reduction(max: hi)
  for (int i = 0; i < n; i++) {
    if (v[i] < lo)
      lo = v[i];
    if (v[i] > hi)
      hi = v[i];
  }
}

int main(void) {
  static double v[3000];
  for (int i = 0; i < 3000; i++)
    v[i] = ((i * 7919) % 3001) * 0.5 - 700.25;
  float fmin = 1e30f;
  long double ldmax = -1e30L;
#pragma omp parallel for reduction(min: fmin) reduction(max: ldmax)
  for (int i = 0; i < 3000; i++) {
    if ((float)v[i] < fmin)
      fmin = (float)v[i];
    if ((long double)v[i] * 2 > ldmax)
      ldmax = (long double)v[i] * 2;
  }
  lo = 1e300;
  hi = -1e300;
#pragma omp parallel
  extremes(v, 3000);
  printf("fmin %.2f ldmax %.2Lf lo %.2f hi %.2f\n", fmin, ldmax, lo, hi);
  return 0;
}
