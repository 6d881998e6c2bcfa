// Summing results of tasks without task reductions: per-task partial results combined by
// atomic updates (integers) and by a critical section (doubles in a fixed order).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | isum 191979 dsum 10.950722472
#include <stdio.h>
#include <omp.h>

int main(void) {
  long isum = 0;
  double parts[32];
#pragma omp parallel
#pragma omp single
  for (int t = 0; t < 32; t++) {
#pragma omp task
    {
      long s = 0;
      double d = 0;
      for (int i = t * 1000; i < (t + 1) * 1000; i++) {
        s += i % 13;
        d += 1.0 / (i + 1);
      }
#pragma omp atomic
      isum += s;
      parts[t] = d;
    }
  }
  double dsum = 0;
  for (int t = 0; t < 32; t++)
    dsum += parts[t];
  printf("isum %ld dsum %.9f\n", isum, dsum);
  return 0;
}
