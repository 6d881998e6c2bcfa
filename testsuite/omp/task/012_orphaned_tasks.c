// Tasks created in functions that are called from a parallel region (orphaned): parameters
// and locals are firstprivate (§2.15.1.1), data reached through pointers is shared; the
// tasks of each thread finish at the region's barrier.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 22425.0 acc 5050
#include <stdio.h>
#include <omp.h>

static void fill(double *dst, int from, int count, double scale) {
  for (int k = 0; k < count; k++) {
    int at = from + k;
#pragma omp task
    dst[at] = at * scale;
  }
}

static void add_into(long *acc, int v) {
#pragma omp task
  {
#pragma omp atomic
    *acc += v;
  }
}

int main(void) {
  double d[300];
  long acc = 0;
#pragma omp parallel
  {
#pragma omp for
    for (int blk = 0; blk < 3; blk++)
      fill(d, blk * 100, 100, 0.5);
#pragma omp for
    for (int i = 1; i <= 100; i++)
      add_into(&acc, i);
  }
  double s = 0;
  for (int i = 0; i < 300; i++)
    s += d[i];
  printf("sum %.1f acc %ld\n", s, acc);
  return 0;
}
