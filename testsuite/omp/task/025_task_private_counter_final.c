// omp_in_final inside final tasks and their descendants, omp_get_num_threads inside tasks
// (the team's size), and a counter per task nesting depth.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | depth 0: 1 tasks, 0 in final
// | depth 1: 2 tasks, 0 in final
// | depth 2: 4 tasks, 0 in final
// | depth 3: 8 tasks, 8 in final
// | depth 4: 16 tasks, 16 in final
// | depth 5: 32 tasks, 32 in final
#include <stdio.h>
#include <omp.h>

static int per_depth[6], final_seen[6];

static void go(int depth) {
#pragma omp atomic
  per_depth[depth]++;
  if (omp_in_final()) {
#pragma omp atomic
    final_seen[depth]++;
  }
  if (depth == 5)
    return;
  for (int k = 0; k < 2; k++) {
#pragma omp task final(depth >= 2)
    go(depth + 1);
  }
#pragma omp taskwait
}

int main(void) {
#pragma omp parallel
#pragma omp single
  go(0);
  for (int d = 0; d < 6; d++)
    printf("depth %d: %d tasks, %d in final\n", d, per_depth[d], final_seen[d]);
  return 0;
}
