// An ordered loop inside a parallel region that also runs tasks before it; the ordered
// trace keeps iteration order and the tasks finish at the loop's barrier.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | in order 1 tasks 10
#include <stdio.h>
#include <omp.h>

int main(void) {
  int trace[30], n = 0, task_done = 0;
#pragma omp parallel
  {
#pragma omp single nowait
    for (int k = 0; k < 10; k++) {
#pragma omp task
      {
#pragma omp atomic
        task_done++;
      }
    }
#pragma omp for ordered schedule(dynamic)
    for (int i = 29; i >= 0; i--) {
#pragma omp ordered
      trace[n++] = i;
    }
  }
  int ok = n == 30;
  for (int k = 0; k < 30; k++)
    ok &= trace[k] == 29 - k;
  printf("in order %d tasks %d\n", ok, task_done);
  return 0;
}
