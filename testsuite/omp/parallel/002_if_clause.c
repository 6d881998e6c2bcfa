// parallel if(expr): a false condition runs the region on a team of one thread
// (OpenMP 4.5 §2.5.1); the condition is an arbitrary run-time expression.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | small problem: 1 thread(s)
// | large problem: 3 thread(s)
// | if(0.0): in parallel 0
#include <stdio.h>
#include <omp.h>

static int team_size(int n, int threshold) {
  int size = -1;
#pragma omp parallel if (n > threshold) num_threads(3)
  {
#pragma omp master
    size = omp_get_num_threads();
  }
  return size;
}

int main(void) {
  printf("small problem: %d thread(s)\n", team_size(10, 100));
  printf("large problem: %d thread(s)\n", team_size(1000, 100));
  double d = 0.0;
  int inside = 0;
#pragma omp parallel if (d) num_threads(2)
  inside = omp_in_parallel();
  printf("if(0.0): in parallel %d\n", inside);
  return 0;
}
