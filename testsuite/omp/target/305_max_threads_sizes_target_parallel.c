// `omp_get_max_threads()` in a target region (OpenMP 4.5 §3.2.3) bounds the threads of the
// team a `parallel` region there forms, so a program may size a per-thread array with it and
// index it by `omp_get_thread_num()` (the OpenMP_VV test test_target_parallel). oxacc ran
// such a region only on the host (the routine had no device version) and got the host's
// count, below the GPU team's threads: the `target parallel` then wrote past the mapped
// array (its kernel failed on the H200). The spec's form (`target parallel` with `master`)
// and the application's (a routine taking the array, no prototype).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | spec: within max 1, consistent 1
// | routine: within max 1, consistent 1
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static int consistent(const int *per_thread, int team, int max) {
  for (int i = 0; i < team && i < max; i++)
    if (per_thread[i] != team)
      return 0;
  return 1;
}

int team_size(per_thread, max)
int *per_thread, max;
{
  int team = -1;
#pragma omp target parallel map(from: per_thread[0:max], team)
  {
    if (omp_get_thread_num() == 0)
      team = omp_get_num_threads();
    per_thread[omp_get_thread_num()] = omp_get_num_threads();
  }
  return team;
}

int main(void) {
  int max = 0, team = -1;
#pragma omp target map(from: max)
  {
    max = omp_get_max_threads();
  }
  int *per_thread = malloc(sizeof(int) * max);
  for (int i = 0; i < max; i++)
    per_thread[i] = -1;
#pragma omp target parallel map(from: per_thread[0:max], team)
  {
#pragma omp master
    {
      team = omp_get_num_threads();
    }
    per_thread[omp_get_thread_num()] = omp_get_num_threads();
  }
  printf("spec: within max %d, consistent %d\n", team >= 1 && team <= max,
         consistent(per_thread, team, max));
  team = team_size(per_thread, max);
  printf("routine: within max %d, consistent %d\n", team >= 1 && team <= max,
         consistent(per_thread, team, max));
  free(per_thread);
  return 0;
}
