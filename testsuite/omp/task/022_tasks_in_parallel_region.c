// Every thread of the team creates tasks (not just one in single); the barrier at the end
// of the region completes all of them; tasks use omp_get_thread_num only for checking that
// they ran on a thread of the team.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 80200 outside 0
#include <stdio.h>
#include <omp.h>

int main(void) {
  int done[400] = {0};
  int outside_team = 0;
#pragma omp parallel
  {
    int me = omp_get_thread_num(), team = omp_get_num_threads();
    for (int k = me; k < 400; k += team) {
#pragma omp task
      {
        done[k] = k + 1;
        int t = omp_get_thread_num();
        if (t < 0 || t >= omp_get_num_threads()) {
#pragma omp atomic
          outside_team++;
        }
      }
    }
  }
  long s = 0;
  for (int k = 0; k < 400; k++)
    s += done[k];
  printf("sum %ld outside %d\n", s, outside_team);
  return 0;
}
