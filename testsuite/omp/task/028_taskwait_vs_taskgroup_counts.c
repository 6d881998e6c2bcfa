// Grandchildren: after taskwait only the children are known to be done; after taskgroup
// the grandchildren too. A flag set by each grandchild is checked at both points (the
// taskwait check prints only what is guaranteed).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | children after taskwait 4, grandchildren after taskgroup >= 30: yes, final 34
#include <stdio.h>
#include <omp.h>

int main(void) {
  int children = 0, grandchildren = 0, after_group_gc = -1, after_wait_children = -1;
#pragma omp parallel
#pragma omp single
  {
    for (int c = 0; c < 4; c++) {
#pragma omp task
      {
#pragma omp atomic
        children++;
#pragma omp task
        {
#pragma omp atomic
          grandchildren++;
        }
      }
    }
#pragma omp taskwait
#pragma omp atomic read
    after_wait_children = children;
#pragma omp taskgroup
    {
      for (int c = 0; c < 3; c++) {
#pragma omp task
        {
#pragma omp task
          {
#pragma omp atomic
            grandchildren += 10;
          }
        }
      }
    }
#pragma omp atomic read
    after_group_gc = grandchildren;
  }
  printf("children after taskwait %d, grandchildren after taskgroup >= 30: %s, final %d\n",
         after_wait_children, after_group_gc >= 30 ? "yes" : "no", grandchildren);
  return 0;
}
