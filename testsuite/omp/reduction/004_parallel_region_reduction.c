// reduction on a parallel region (not a loop): every thread adds its contribution once;
// the result is computed from the team size, which the program also reduces.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | threads 6 sum of ids 15 expected 15 w 3.0
#include <stdio.h>
#include <omp.h>

int main(void) {
  int threads = 0;
  long ids = 0;
  double w = 0.0;
#pragma omp parallel num_threads(6) reduction(+:threads, ids, w)
  {
    threads += 1;
    ids += omp_get_thread_num();
    w += 0.5;
  }
  printf("threads %d sum of ids %ld expected %d w %.1f\n", threads, ids, threads * (threads - 1) / 2, w);
  return ids == threads * (threads - 1) / 2 ? 0 : 1;
}
