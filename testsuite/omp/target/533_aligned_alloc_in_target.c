// `omp_aligned_alloc` in a target region (OpenMP 5.1 §3.13.6) is the device's own allocation,
// as `omp_alloc` and `omp_calloc` are there (decision 77): a block aligned as asked (64 and
// 256 bytes here, beyond the 16 CUDA's device heap gives), written by the region's threads,
// and given back with `omp_free`, which also frees an `omp_alloc` block of the same region.
// Before, the call was libomp's, which the device does not have (the region had no GPU
// code), and its block given to `free` on the host fallback. A scratch buffer of a
// function, aligned for vector loads, the way OpenMP_VV test_omp_target_aligned_alloc_device
// uses one.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | aligned 1 1 sum 523776 copies 2048
#include <omp.h>
#include <stdint.h>
#include <stdio.h>

#define N 1024

static int scratch_sum(int *aligned64, int *aligned256, long *sum, int *copies) {
  int ok64 = 0, ok256 = 0;
#pragma omp target map(from: ok64, ok256, sum[0:1], copies[0:1])
  {
    int *x = (int *)omp_aligned_alloc(64, N * sizeof(int), omp_default_mem_alloc);
    double *y = (double *)omp_aligned_alloc(256, N * sizeof(double), omp_default_mem_alloc);
    int *c = (int *)omp_alloc(2 * N * sizeof(int), omp_default_mem_alloc);
    ok64 = x && ((uintptr_t)x) % 64 == 0;
    ok256 = y && ((uintptr_t)y) % 256 == 0;
    long s = 0;
    int n = 0;
    if (ok64 && ok256 && c) {
#pragma omp parallel for
      for (int i = 0; i < N; i++) {
        x[i] = i;
        y[i] = i;
        c[2 * i] = c[2 * i + 1] = 1;
      }
      for (int i = 0; i < N; i++)
        s += x[i] + (long)y[i] - i;
      for (int i = 0; i < 2 * N; i++)
        n += c[i];
    }
    *sum = s;
    *copies = n;
    omp_free(x, omp_default_mem_alloc);
    omp_free(y, omp_default_mem_alloc);
    omp_free(c, omp_default_mem_alloc);
  }
  *aligned64 = ok64;
  *aligned256 = ok256;
  return ok64 && ok256;
}

int main(void) {
  int a64 = 0, a256 = 0, copies = 0;
  long sum = 0;
  int ok = scratch_sum(&a64, &a256, &sum, &copies);
  printf("aligned %d %d sum %ld copies %d\n", a64, a256, sum, copies);
  return !(ok && sum == 523776 && copies == 2 * N);
}
