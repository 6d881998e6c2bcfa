// num_threads and if on parallel and combined constructs, with expressions evaluated once
// before the region; omp_set_num_threads for the following regions; omp_get_max_threads.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | calls 1 sizes 1 1 10 1 2 1
#include <stdio.h>
#include <omp.h>

static int calls;
static int how_many(int n) {
  calls++;
  return n;
}

int main(void) {
  int sizes[6];
#pragma omp parallel num_threads(how_many(3))
#pragma omp single
  sizes[0] = omp_get_num_threads();
#pragma omp parallel num_threads(4) if(calls > 5)
#pragma omp single
  sizes[1] = omp_get_num_threads();
  int count = 0;
#pragma omp parallel for num_threads(2) if(parallel: 1) reduction(+: count)
  for (int i = 0; i < 10; i++)
    count += omp_get_num_threads() <= 2;
  sizes[2] = count;
  omp_set_num_threads(2);
#pragma omp parallel
#pragma omp single
  sizes[3] = omp_get_num_threads();
  sizes[4] = omp_get_max_threads();
#pragma omp parallel sections num_threads(3)
  {
#pragma omp section
    sizes[5] = omp_get_num_threads() <= 3;
  }
  printf("calls %d sizes %d %d %d %d %d %d\n", calls, sizes[0] <= 3, sizes[1], sizes[2],
         sizes[3] <= 2, sizes[4], sizes[5]);
  return 0;
}
