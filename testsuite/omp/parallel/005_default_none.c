// default(none) with every variable listed; loop variables of the worksharing loop and
// variables declared inside need no clause.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 10000.0 y[99] 199.0
#include <stdio.h>
#include <omp.h>

static void axpy(int n, double a, const double *x, double *y) {
#pragma omp parallel default(none) shared(n, a, x, y) num_threads(3)
  {
#pragma omp for
    for (int i = 0; i < n; i++) {
      double t = a * x[i];
      y[i] += t;
    }
  }
}

int main(void) {
  double x[100], y[100];
  for (int i = 0; i < 100; i++) { x[i] = i; y[i] = 1.0; }
  axpy(100, 2.0, x, y);
  double s = 0.0;
  for (int i = 0; i < 100; i++) s += y[i];
  printf("sum %.1f y[99] %.1f\n", s, y[99]);
  return 0;
}
