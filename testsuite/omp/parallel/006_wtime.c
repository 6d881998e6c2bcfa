// omp_get_wtime around a parallel loop: printed only as a sanity check (non-negative,
// monotonic), never compared; omp_get_max_threads and omp_get_wtick are positive.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 59628255.585
// | elapsed >= 0: yes, tick > 0: yes, max threads >= 1: yes
#include <stdio.h>
#include <math.h>
#include <omp.h>

int main(void) {
  enum { N = 200000 };
  static double v[N];
  double t0 = omp_get_wtime();
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    v[i] = sqrt((double)i);
  double t1 = omp_get_wtime();
  double s = 0.0;
  for (int i = 0; i < N; i++) s += v[i];
  printf("sum %.3f\n", s);
  printf("elapsed >= 0: %s, tick > 0: %s, max threads >= 1: %s\n",
         t1 - t0 >= 0.0 ? "yes" : "no", omp_get_wtick() > 0.0 ? "yes" : "no",
         omp_get_max_threads() >= 1 ? "yes" : "no");
  return 0;
}
