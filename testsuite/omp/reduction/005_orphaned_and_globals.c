// Reductions into a global variable and a static local, in an orphaned worksharing loop
// (the function is called inside a parallel region), and a private global.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | count 500
// | total 1125.0 scratch -5
#include <stdio.h>
#include <omp.h>

double total;
int scratch = -5;

static void accumulate(const double *v, int n) {
  static long count;
#pragma omp for reduction(+:total, count)
  for (int i = 0; i < n; i++) {
    total += v[i];
    count++;
  }
#pragma omp single
  printf("count %ld\n", count);
}

int main(void) {
  double v[500];
  for (int i = 0; i < 500; i++) v[i] = (i % 10) * 0.5;
#pragma omp parallel private(scratch)
  {
    scratch = omp_get_thread_num();
    accumulate(v, 500);
  }
  printf("total %.1f scratch %d\n", total, scratch);
  return 0;
}
