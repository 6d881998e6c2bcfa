// The default allocator is a per-task ICV: threads set different defaults inside a
// region, omp_alloc(…, omp_null_allocator) uses each thread's, and the initial thread's is
// unchanged after the region.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | consistent in every thread 1, initial default kept 1
#include <stdio.h>
#include <omp.h>

int main(void) {
  omp_allocator_handle_t before = omp_get_default_allocator();
  int consistent = 0, team = 0;
#pragma omp parallel reduction(+: consistent, team)
  {
    omp_allocator_handle_t mine =
        omp_get_thread_num() % 2 ? omp_large_cap_mem_alloc : omp_default_mem_alloc;
    omp_set_default_allocator(mine);
    double *p = omp_alloc(100 * sizeof(double), omp_null_allocator);
    p[99] = 1.0;
    consistent += omp_get_default_allocator() == mine && p[99] == 1.0;
    omp_free(p, omp_null_allocator);
    team++;
  }
  printf("consistent in every thread %d, initial default kept %d\n", consistent == team,
         omp_get_default_allocator() == before);
  return 0;
}
