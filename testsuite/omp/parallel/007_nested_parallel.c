// A parallel region inside a parallel region (nested parallelism is off by default, so the
// inner team has one thread) and a parallel region in a function called from a loop.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | inner team sizes 1 1 1 1
// | regions that ran: 6
#include <stdio.h>
#include <omp.h>

static int inner_sizes[4];

static void work(int k, int *acc) {
#pragma omp parallel num_threads(2)
  {
#pragma omp atomic
    acc[k] += 1;
  }
}

int main(void) {
  int acc[6] = {0};
  omp_set_max_active_levels(1);
#pragma omp parallel num_threads(4)
  {
    int me = omp_get_thread_num();
#pragma omp parallel num_threads(3)
    {
      inner_sizes[me] = omp_get_num_threads();
    }
  }
  for (int k = 0; k < 6; k++)
    work(k, acc);
  printf("inner team sizes %d %d %d %d\n", inner_sizes[0], inner_sizes[1], inner_sizes[2], inner_sizes[3]);
  int total = 0;
  for (int k = 0; k < 6; k++) total += acc[k] > 0;
  printf("regions that ran: %d\n", total);
  return 0;
}
