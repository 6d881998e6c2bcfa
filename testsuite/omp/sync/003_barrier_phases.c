// Explicit barriers separate phases of a computation in which each thread reads what the
// others wrote in the previous phase (a ring exchange); flush is accepted around them.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | rounds 3 3 3 3
#include <stdio.h>
#include <omp.h>

#define T 4

int main(void) {
  int slot[T], got[T], rounds[T] = {0};
#pragma omp parallel num_threads(T)
  {
    int me = omp_get_thread_num();
    for (int r = 0; r < 3; r++) {
      slot[me] = me * 10 + r;
#pragma omp flush
#pragma omp barrier
      got[me] = slot[(me + 1) % T];
#pragma omp barrier
      if (got[me] == ((me + 1) % T) * 10 + r)
        rounds[me]++;
    }
#pragma omp taskwait
  }
  printf("rounds %d %d %d %d\n", rounds[0], rounds[1], rounds[2], rounds[3]);
  return 0;
}
