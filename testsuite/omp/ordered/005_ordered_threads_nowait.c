// ordered threads (the 4.5 spelling of the plain ordered construct), a nowait loop with
// ordered followed by a barrier, and iterations that skip the ordered region.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 0 3 6 9 12 15 18 21 24 27 30 33 36 39 
#include <stdio.h>
#include <omp.h>

int main(void) {
  int out[40], n = 0;
#pragma omp parallel
  {
#pragma omp for ordered nowait
    for (int i = 0; i < 40; i++) {
      if (i % 3 == 0) {
#pragma omp ordered threads
        out[n++] = i;
      }
    }
#pragma omp barrier
#pragma omp single
    {
      for (int k = 0; k < n; k++)
        printf("%d ", out[k]);
      printf("\n");
    }
  }
  return 0;
}
