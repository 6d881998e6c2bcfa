// Orphaned worksharing: a function with an `omp for` called from inside a parallel region
// binds to that region's team; called outside any region it runs the whole loop.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | inside a region: 1498500.0 749250.0
// | outside any region: -499500.0
#include <stdio.h>
#include <omp.h>

static void scale(double *restrict y, const double *restrict x, double a, int n) {
#pragma omp for schedule(static)
  for (int i = 0; i < n; i++)
    y[i] = a * x[i];
}

static double sum(const double *v, int n) {
  double s = 0.0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}

int main(void) {
  enum { N = 1000 };
  static double x[N], y[N], z[N];
  for (int i = 0; i < N; i++) x[i] = i;
#pragma omp parallel
  {
    scale(y, x, 3.0, N);
    scale(z, y, 0.5, N);  /* the implied barrier makes y complete first */
  }
  printf("inside a region: %.1f %.1f\n", sum(y, N), sum(z, N));
  scale(y, x, -1.0, N);
  printf("outside any region: %.1f\n", sum(y, N));
  return 0;
}
