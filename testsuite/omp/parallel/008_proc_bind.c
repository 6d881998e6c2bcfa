// proc_bind(close|spread|master|primary) on parallel regions: the affinity policy changes
// where threads run, never what they compute; each region sums its team's thread numbers.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | region 0: sum of ids is the team's (1 threads)
// | region 1: sum of ids is the team's (1 threads)
// | region 2: sum of ids is the team's (1 threads)
// | loop sum 45
#include <stdio.h>
#include <omp.h>

static int team_sum(void) {
  int s = 0;
#pragma omp atomic
  s += 0;
  return s;
}

int main(void) {
  int sums[4] = {0, 0, 0, 0}, sizes[4] = {0, 0, 0, 0};
#pragma omp parallel proc_bind(close) num_threads(3)
  {
#pragma omp atomic
    sums[0] += omp_get_thread_num();
#pragma omp single
    sizes[0] = omp_get_num_threads();
  }
#pragma omp parallel proc_bind(spread) num_threads(2)
  {
#pragma omp atomic
    sums[1] += omp_get_thread_num();
#pragma omp single
    sizes[1] = omp_get_num_threads();
  }
#pragma omp parallel proc_bind(master) num_threads(2)
  {
#pragma omp atomic
    sums[2] += omp_get_thread_num() + team_sum();
#pragma omp single
    sizes[2] = omp_get_num_threads();
  }
#pragma omp parallel for proc_bind(spread) num_threads(2) reduction(+: sums[3])
  for (int i = 0; i < 10; i++)
    sums[3] += i;
  for (int k = 0; k < 3; k++)
    printf("region %d: sum of ids %s the team's (%d threads)\n", k,
           sums[k] == sizes[k] * (sizes[k] - 1) / 2 ? "is" : "is NOT", sizes[k] > 0);
  printf("loop sum %d\n", sums[3]);
  return 0;
}
