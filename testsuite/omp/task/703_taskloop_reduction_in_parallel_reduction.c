// A taskloop's own `reduction` inside a parallel region that reduces the same variable
// (OpenMP 5.0 §2.10.2: as a `taskgroup task_reduction` around `in_reduction` tasks, whose
// item is the variable the encountering thread sees: its private copy of the parallel
// reduction), with and without the parallel's `task` modifier (§2.19.5.4), next to
// `in_reduction` tasks of the parallel's reduction. The thread reads its copy after the
// taskloop: before, omp-lower made every reducing task of such a region combine into the
// parallel's original (the fix for the race of omp-fortran/target/342), so the copy missed
// the taskloop's sum ("seen 0", as the compiler before that fix printed too).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | parallel reduction: x 6000 seen 6000
// | reduction(task): y 7000 seen 6000
#include <stdio.h>
#include <omp.h>

static long sum_below(const int *v, int n, long *seen) {
  long x = 0;
#pragma omp parallel reduction(+: x) num_threads(3)
  {
#pragma omp single
    {
#pragma omp taskloop reduction(+: x) grainsize(10)
      for (int i = 0; i < n; i++)
        x += v[i];
      *seen = x;
    }
  }
  return x;
}

static long with_task_modifier(const int *v, int n, long *seen, int *team) {
  long x = 0;
#pragma omp parallel reduction(task, +: x) num_threads(4)
  {
#pragma omp master
    {
      *team = omp_get_num_threads();
#pragma omp taskloop reduction(+: x) num_tasks(7)
      for (int i = 0; i < n; i++)
        x += v[i];
      *seen = x;
#pragma omp task in_reduction(+: x)
      x += 1000;
    }
    x += 1;
  }
  return x;
}

int main(void) {
  static int v[1000];
  for (int i = 0; i < 1000; i++)
    v[i] = (i * 7) % 13;
  long seen = -1;
  long x = sum_below(v, 1000, &seen);
  printf("parallel reduction: x %ld seen %ld\n", x, seen);
  int team = 0;
  long y = with_task_modifier(v, 1000, &seen, &team);
  printf("reduction(task): y %ld seen %ld\n", y - team, seen);
  return 0;
}
