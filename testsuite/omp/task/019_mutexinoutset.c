// depend(mutexinoutset) (OpenMP 5.0): tasks updating the same accumulator never run at the
// same time but in any order, and a later in-dependence waits for all of them.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | acc 465 seen 465 overlap 0
#include <stdio.h>
#include <omp.h>

int main(void) {
  long acc = 0, seen = -1;
  int inside = 0, overlap = 0;
#pragma omp parallel
#pragma omp single
  {
    for (int k = 1; k <= 30; k++) {
#pragma omp task depend(mutexinoutset: acc) shared(inside, overlap)
      {
        int was;
#pragma omp atomic capture
        was = inside++;
        if (was != 0)
          overlap = 1;
        acc += k;
#pragma omp atomic
        inside--;
      }
    }
#pragma omp task depend(in: acc)
    seen = acc;
  }
  printf("acc %ld seen %ld overlap %d\n", acc, seen, overlap);
  return 0;
}
