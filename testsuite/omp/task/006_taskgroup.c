// taskgroup waits for the tasks created in it and for all their descendants (§2.13.5),
// taskwait only for the children: nested tasks count into atomic counters, checked at the
// end of each construct.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | after taskgroup 62 (expected 62)
// | after taskwait at least 100: yes, after taskgroup 110
#include <stdio.h>
#include <omp.h>

static void spawn(int depth, int *count) {
  if (depth == 0)
    return;
  for (int k = 0; k < 2; k++) {
#pragma omp task
    {
#pragma omp atomic
      (*count)++;
      spawn(depth - 1, count);
    }
  }
}

int main(void) {
  int count = 0, after_group = -1, children_done = -1, total = -1;
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskgroup
    spawn(5, &count);
#pragma omp atomic read
    after_group = count;
    count = 0;
#pragma omp taskgroup
    {
#pragma omp task
      {
#pragma omp atomic
        count += 100;
#pragma omp task
        {
#pragma omp atomic
          count += 10;
        }
      }
#pragma omp taskwait
#pragma omp atomic read
      children_done = count;
    }
#pragma omp atomic read
    total = count;
  }
  printf("after taskgroup %d (expected %d)\n", after_group, 2 + 4 + 8 + 16 + 32);
  printf("after taskwait at least %d: %s, after taskgroup %d\n", 100,
         children_done >= 100 ? "yes" : "no", total);
  return 0;
}
