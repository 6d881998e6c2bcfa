// single nowait with work after it, several singles in one region (each run by one thread),
// master inside a loop of the region, and masked filter(0).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | singles 1 1 1 master 5 masked 5 after>0 1
#include <stdio.h>
#include <omp.h>

int main(void) {
  int single_runs[3] = {0, 0, 0}, master_runs = 0, masked_runs = 0;
  long after = 0;
#pragma omp parallel reduction(+: after)
  {
#pragma omp single nowait
    single_runs[0]++;
    after += 1;
#pragma omp barrier
#pragma omp single
    single_runs[1]++;
#pragma omp single
    single_runs[2]++;
    for (int r = 0; r < 5; r++) {
#pragma omp master
      master_runs++;
#pragma omp masked filter(0)
      masked_runs++;
    }
  }
  printf("singles %d %d %d master %d masked %d after>0 %d\n", single_runs[0], single_runs[1],
         single_runs[2], master_runs, masked_runs, after > 0);
  return 0;
}
