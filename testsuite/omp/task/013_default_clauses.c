// default(shared) and default(none) on task: with default(shared) a local of the region is
// shared (so the task's update is visible after taskwait); with default(none) every
// variable is listed.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 41 10 3
#include <stdio.h>
#include <omp.h>

int main(void) {
  int results[4] = {0, 0, 0, 0};
#pragma omp parallel num_threads(2)
  {
#pragma omp single
    {
      int local = 1;
#pragma omp task default(shared)
      local = 41;
#pragma omp taskwait
      results[0] = local;
      int k = 5, out = 0;
#pragma omp task default(none) firstprivate(k) shared(out)
      out = k * 2;
#pragma omp taskwait
      results[1] = out;
      int untouched = 3;
#pragma omp task
      untouched = 99;
#pragma omp taskwait
      results[2] = untouched;
    }
  }
  printf("%d %d %d\n", results[0], results[1], results[2]);
  return 0;
}
