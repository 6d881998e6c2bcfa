// threadprivate globals and a static local: one copy per thread that persists between
// parallel regions of the same team size; copyin gives every thread the primary thread's
// value at the start of a region.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | calls per thread 1 2 3 4, primary 1
// | ids 3 3 3 3
// | copyin 2.5 2.5 2.5 2.5, primary now 0.0
#include <stdio.h>
#include <omp.h>

int calls;
static double scale = 1.0;
#pragma omp threadprivate(calls, scale)

static int next_id(void) {
  static int id;
#pragma omp threadprivate(id)
  return ++id;
}

int main(void) {
  int per_thread[4] = {0}, ids[4] = {0};
  omp_set_dynamic(0);
#pragma omp parallel num_threads(4)
  {
    int me = omp_get_thread_num();
    for (int k = 0; k <= me; k++) calls++;
  }
#pragma omp parallel num_threads(4)
  {
    int me = omp_get_thread_num();
    per_thread[me] = calls;          /* persisted from the first region */
    for (int k = 0; k < 3; k++) ids[me] = next_id();
  }
  printf("calls per thread %d %d %d %d, primary %d\n", per_thread[0], per_thread[1], per_thread[2],
         per_thread[3], calls);
  printf("ids %d %d %d %d\n", ids[0], ids[1], ids[2], ids[3]);
  scale = 2.5;
  double seen[4] = {0};
#pragma omp parallel num_threads(4) copyin(scale)
  {
    int me = omp_get_thread_num();
    seen[me] = scale;
    scale = me;                      /* changes only this thread's copy */
  }
  printf("copyin %.1f %.1f %.1f %.1f, primary now %.1f\n", seen[0], seen[1], seen[2], seen[3], scale);
  return 0;
}
