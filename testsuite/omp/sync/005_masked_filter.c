// masked with and without filter (OpenMP 5.1): only the selected thread runs the block, no
// barrier follows, so the program adds its own before reading the results.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | masked by 0, filter(which) by 2, filter(3) by 3, filter(7) -1, runs 1
#include <stdio.h>
#include <omp.h>

int main(void) {
  int by[4] = {-1, -1, -1, -1}, runs = 0;
  int which = 2;
#pragma omp parallel num_threads(4)
  {
#pragma omp masked
    by[0] = omp_get_thread_num();
#pragma omp masked filter(which)
    {
      by[1] = omp_get_thread_num();
#pragma omp atomic
      runs++;
    }
#pragma omp masked filter(3)
    by[2] = omp_get_thread_num();
#pragma omp masked filter(7)
    by[3] = 99;   /* no thread 7 in a team of 4 */
#pragma omp barrier
  }
  printf("masked by %d, filter(which) by %d, filter(3) by %d, filter(7) %d, runs %d\n", by[0], by[1],
         by[2], by[3], runs);
  return 0;
}
