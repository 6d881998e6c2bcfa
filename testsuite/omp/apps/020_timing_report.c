// What benchmark codes do around their kernels: omp_get_max_threads, omp_get_num_procs,
// omp_get_wtime and omp_get_wtick (checked for sanity only), a kernel repeated with
// different team sizes through num_threads, and the results that must not change.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | above 100: 235040, identical for 1..4 threads: 1
// | max threads >= 1: 1, procs >= 1: 1, tick positive: 1
#include <stdio.h>
#include <omp.h>

#define N 400000

static double kernel(const double *x, double *y, int n, int threads) {
  double s = 0;
#pragma omp parallel for num_threads(threads) reduction(+: s)
  for (int i = 0; i < n; i++) {
    y[i] = 2.5 * x[i] + 1.0;
    s += y[i] > 100.0;
  }
  return s;
}

int main(void) {
  static double x[N], y[N];
  for (int i = 0; i < N; i++)
    x[i] = i % 97;
  int maxt = omp_get_max_threads(), procs = omp_get_num_procs();
  double tick = omp_get_wtick();
  int same = 1;
  double first = -1;
  for (int t = 1; t <= 4; t++) {
    double t0 = omp_get_wtime();
    double r = kernel(x, y, N, t);
    double t1 = omp_get_wtime();
    if (first < 0)
      first = r;
    same &= r == first && t1 >= t0;
  }
  printf("above 100: %.0f, identical for 1..4 threads: %d\n", first, same);
  printf("max threads >= 1: %d, procs >= 1: %d, tick positive: %d\n", maxt >= 1, procs >= 1,
         tick > 0);
  return 0;
}
