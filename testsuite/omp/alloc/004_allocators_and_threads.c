// Allocator handles shared by the team: each thread allocates from a user allocator with a
// 64-byte alignment and from omp_low_lat_mem_alloc, fills, checks and frees its blocks.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | blocks 64 bad 0
#include <stdio.h>
#include <stdint.h>
#include <omp.h>

int main(void) {
  omp_alloctrait_t traits[] = {{omp_atk_alignment, 64}, {omp_atk_fallback, omp_atv_default_mem_fb}};
  omp_allocator_handle_t al = omp_init_allocator(omp_large_cap_mem_space, 2, traits);
  int bad = 0, blocks = 0;
#pragma omp parallel for reduction(+: bad, blocks)
  for (int k = 0; k < 64; k++) {
    long *p = omp_alloc((k + 1) * sizeof(long), al);
    int *q = omp_alloc(32 * sizeof(int), omp_low_lat_mem_alloc);
    if (!p || !q || (uintptr_t)p % 64) {
      bad++;
      continue;
    }
    for (int i = 0; i <= k; i++)
      p[i] = k * 1000 + i;
    for (int i = 0; i < 32; i++)
      q[i] = k;
    for (int i = 0; i <= k; i++)
      bad += p[i] != k * 1000 + i;
    bad += q[31] != k;
    omp_free(q, omp_low_lat_mem_alloc);
    omp_free(p, al);
    blocks++;
  }
  omp_destroy_allocator(al);
  printf("blocks %d bad %d\n", blocks, bad);
  return 0;
}
