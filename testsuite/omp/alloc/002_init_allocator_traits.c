// omp_init_allocator with traits (alignment, a pool size with the null fallback, the
// default-fallback), per-thread allocations from a shared allocator in a parallel region,
// and omp_destroy_allocator.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | misaligned 0 bad 0
// | over the pool: null, within: memory
#include <stdio.h>
#include <stdint.h>
#include <omp.h>

int main(void) {
  omp_alloctrait_t aligned_traits[] = {{omp_atk_alignment, 256}};
  omp_allocator_handle_t aligned =
      omp_init_allocator(omp_default_mem_space, 1, aligned_traits);
  omp_alloctrait_t pool_traits[] = {{omp_atk_pool_size, 4096}, {omp_atk_fallback, omp_atv_null_fb}};
  omp_allocator_handle_t pool = omp_init_allocator(omp_default_mem_space, 2, pool_traits);
  int misaligned = 0, bad = 0;
#pragma omp parallel reduction(+: misaligned, bad)
  {
    double *p = omp_alloc(100 * sizeof(double), aligned);
    if (!p || (uintptr_t)p % 256)
      misaligned++;
    for (int i = 0; p && i < 100; i++)
      p[i] = omp_get_thread_num() + i;
    for (int i = 0; p && i < 100; i++)
      bad += p[i] != omp_get_thread_num() + i;
    omp_free(p, aligned);
  }
  void *big = omp_alloc(1 << 20, pool);
  void *small = omp_alloc(64, pool);
  printf("misaligned %d bad %d\n", misaligned, bad);
  printf("over the pool: %s, within: %s\n", big ? "memory" : "null", small ? "memory" : "null");
  omp_free(small, pool);
  omp_free(big, pool);
  omp_destroy_allocator(pool);
  omp_destroy_allocator(aligned);
  return 0;
}
