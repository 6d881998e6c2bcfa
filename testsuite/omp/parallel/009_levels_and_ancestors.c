// Nested parallel regions with max-active-levels 2: omp_get_level, omp_get_active_level,
// omp_get_ancestor_thread_num, omp_get_team_size and omp_in_parallel at each level; an
// inactive region (num_threads(1), if(0)) raises the level but not the active level.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | outside: level 0 active 0 in_parallel 0
// | mismatches 0, outer threads 2
#include <stdio.h>
#include <omp.h>

int main(void) {
  omp_set_max_active_levels(2);
  int bad = 0, inner_regions = 0;
  printf("outside: level %d active %d in_parallel %d\n", omp_get_level(), omp_get_active_level(),
         omp_in_parallel());
#pragma omp parallel num_threads(2) reduction(+: bad, inner_regions)
  {
    int outer_id = omp_get_thread_num();
    bad += omp_get_level() != 1 || omp_get_active_level() != 1 || !omp_in_parallel();
    bad += omp_get_team_size(1) != 2 || omp_get_ancestor_thread_num(1) != outer_id;
#pragma omp parallel num_threads(2) reduction(+: bad)
    {
      bad += omp_get_level() != 2 || omp_get_active_level() != 2;
      bad += omp_get_ancestor_thread_num(1) != outer_id;
      bad += omp_get_ancestor_thread_num(2) != omp_get_thread_num();
      bad += omp_get_team_size(2) != 2 || omp_get_ancestor_thread_num(0) != 0;
#pragma omp parallel if(0)
      {
        bad += omp_get_level() != 3 || omp_get_active_level() != 2 || omp_get_num_threads() != 1;
      }
    }
    inner_regions += 1;
  }
  printf("mismatches %d, outer threads %d\n", bad, inner_regions);
  return 0;
}
