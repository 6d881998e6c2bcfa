// omp_get_level, omp_get_max_active_levels and omp_get_supported_active_levels in target
// regions (OpenMP 4.5 §3.2.16–§3.2.17, 5.0 §3.2.15): the device's own answers (before, the
// region called the host's routines and had no GPU code at all). The OpenMP_VV form
// (test_target_omp_get_supported_active_levels: both read in a `target` region, the maximum
// at most the supported levels, which are positive) and the application's (a routine taking
// a pointer whose parallel loop records the level of every iteration, omp_get_wtime).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | levels: max <= supported 1 supported > 0 1
// | level: target 0 parallel 1 parallel loop 1
// | routine: levels of 100 iterations 1 bad 0 time ok
#include <omp.h>
#include <stdio.h>

static void record_levels(int *lv, int n) {
#pragma omp target teams distribute parallel for map(from: lv[0:n])
  for (int i = 0; i < n; i++)
    lv[i] = omp_get_level();
}

int main(void) {
  int supported = -1, max_active = -1;
#pragma omp target map(from: supported, max_active)
  {
    supported = omp_get_supported_active_levels();
    max_active = omp_get_max_active_levels();
  }
  printf("levels: max <= supported %d supported > 0 %d\n", max_active <= supported, supported > 0);

  int in_target = -1, in_parallel = -1, in_loop = -1;
  int lv[100];
#pragma omp target map(from: in_target, in_parallel)
  {
    in_target = omp_get_level();
#pragma omp parallel
    {
      if (omp_get_thread_num() == 0)
        in_parallel = omp_get_level();
    }
  }
#pragma omp target parallel for map(from: lv)
  for (int i = 0; i < 100; i++)
    lv[i] = omp_get_level();
  in_loop = lv[99];
  printf("level: target %d parallel %d parallel loop %d\n", in_target, in_parallel, in_loop);

  double t0 = omp_get_wtime();
  record_levels(lv, 100);
  double t1 = omp_get_wtime();
  int bad = 0;
  for (int i = 0; i < 100; i++)
    bad += lv[i] != lv[0];
  printf("routine: levels of 100 iterations %d bad %d time %s\n", lv[0], bad, t1 >= t0 ? "ok" : "bad");
  return 0;
}
