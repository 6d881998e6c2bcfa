// Variables named in no clause of a parallel region are shared (§2.15.1.1): updates under
// critical are visible after the region; a variable declared in the region is private even
// when it shadows an outer one.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | outer shadow 100 total==regions 1
#include <stdio.h>
#include <omp.h>

int main(void) {
  int shadow = 100, total = 0, regions = 0;
#pragma omp parallel
  {
    int shadow = omp_get_thread_num();
#pragma omp critical
    {
      total += shadow >= 0;
      regions++;
    }
  }
  printf("outer shadow %d total==regions %d\n", shadow, total == regions);
  return 0;
}
