// The OpenMP 5.0 memory-management routines: omp_alloc/omp_free with the predefined
// allocators, omp_aligned_alloc, omp_calloc, omp_realloc, and the default allocator ICV.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | allocator 0: sum 499500
// | allocator 1: sum 499500
// | allocator 2: sum 499500
// | allocator 3: sum 499500
// | allocator 4: sum 499500
// | aligned to 128: 1
// | calloc zeros 50 realloc kept 1
// | from the default allocator 1 1
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <omp.h>

int main(void) {
  const omp_allocator_handle_t predefined[] = {omp_default_mem_alloc, omp_large_cap_mem_alloc,
                                               omp_const_mem_alloc, omp_high_bw_mem_alloc,
                                               omp_low_lat_mem_alloc};
  for (int k = 0; k < 5; k++) {
    long *p = omp_alloc(1000 * sizeof(long), predefined[k]);
    if (!p) {
      printf("allocator %d: no memory\n", k);
      continue;
    }
    long s = 0;
    for (int i = 0; i < 1000; i++)
      p[i] = i;
    for (int i = 0; i < 1000; i++)
      s += p[i];
    printf("allocator %d: sum %ld\n", k, s);
    omp_free(p, predefined[k]);
  }
  double *a = omp_aligned_alloc(128, 64 * sizeof(double), omp_default_mem_alloc);
  printf("aligned to 128: %d\n", (int)((uintptr_t)a % 128 == 0));
  omp_free(a, omp_default_mem_alloc);
  int *c = omp_calloc(50, sizeof(int), omp_default_mem_alloc);
  int zeros = 0;
  for (int i = 0; i < 50; i++)
    zeros += c[i] == 0;
  for (int i = 0; i < 50; i++)
    c[i] = i + 1;
  c = omp_realloc(c, 100 * sizeof(int), omp_default_mem_alloc, omp_default_mem_alloc);
  int kept = 1;
  for (int i = 0; i < 50; i++)
    kept &= c[i] == i + 1;
  printf("calloc zeros %d realloc kept %d\n", zeros, kept);
  omp_free(c, omp_default_mem_alloc);
  omp_allocator_handle_t before = omp_get_default_allocator();
  omp_set_default_allocator(omp_large_cap_mem_alloc);
  int now_large = omp_get_default_allocator() == omp_large_cap_mem_alloc;
  char *s = omp_alloc(32, omp_null_allocator);
  strcpy(s, "from the default allocator");
  printf("%s %d %d\n", s, before == omp_default_mem_alloc, now_large);
  omp_free(s, omp_null_allocator);
  return 0;
}
