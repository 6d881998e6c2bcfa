// omp_set_dynamic/omp_get_dynamic, omp_get_thread_limit, omp_get_supported_active_levels
// and omp_get_max_active_levels: queried and checked for consistency only.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | dynamic 0 1 limit positive 1 levels 1 supported>=levels 1 ok>0 1
#include <stdio.h>
#include <omp.h>

int main(void) {
  omp_set_dynamic(0);
  int d0 = omp_get_dynamic();
  omp_set_dynamic(1);
  int d1 = omp_get_dynamic();
  omp_set_dynamic(0);
  int limit = omp_get_thread_limit();
  omp_set_max_active_levels(3);
  int levels = omp_get_max_active_levels();
  int supported = omp_get_supported_active_levels();
  int ok = 0;
#pragma omp parallel num_threads(2) reduction(+: ok)
  ok += omp_get_num_threads() <= 2;
  printf("dynamic %d %d limit positive %d levels %d supported>=levels %d ok>0 %d\n", d0, d1 != 0,
         limit > 0, levels <= 3 && levels >= 1, supported >= levels, ok > 0);
  return 0;
}
