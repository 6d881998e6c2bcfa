// An OpenMP 5.0 allocator with the pinned trait (§2.11.2) holding the arrays of target
// regions, in functions taking pointers: on a GPU libaccrt page-locks the memory through
// libomp's hook (docs/openmp.md), so transfers from it run at pinned speed; everywhere the
// memory must behave as any host memory, through copies in and out. gcc 12's libgomp refuses
// the trait (omp_null_allocator, which 5.0 allows); the program then uses the default
// allocator, and prints the same lines.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | aligned: 1
// | dot: 1572861.0
// | after the region: 7340020.0
// | after the update: 7340020.0
#include <stdio.h>
#include <stdint.h>
#include <omp.h>

static double dot(const double *x, const double *y, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for map(to: x[0:n], y[0:n]) reduction(+: s)
  for (int i = 0; i < n; i++) s += x[i] * y[i];
  return s;
}

static double sum(const double *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += x[i];
  return s;
}

int main(void) {
  const int n = 1 << 20;
  omp_alloctrait_t traits[] = {{omp_atk_pinned, omp_atv_true}, {omp_atk_alignment, 64}};
  omp_allocator_handle_t pinned = omp_init_allocator(omp_default_mem_space, 2, traits);
  omp_allocator_handle_t a = pinned != omp_null_allocator ? pinned : omp_default_mem_alloc;
  double *x = omp_aligned_alloc(64, n * sizeof(double), a);
  double *y = omp_aligned_alloc(64, n * sizeof(double), a);
  if (!x || !y) {
    printf("no memory\n");
    return 1;
  }
  printf("aligned: %d\n", (uintptr_t)x % 64 == 0 && (uintptr_t)y % 64 == 0);
  for (int i = 0; i < n; i++) {
    x[i] = i % 7;
    y[i] = 0.5;
  }
  printf("dot: %.1f\n", dot(x, y, n));
  // Written on the device, copied back into the block.
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
  for (int i = 0; i < n; i++) x[i] = 2.0 * x[i] + 1.0;
  printf("after the region: %.1f\n", sum(x, n));
  // A resident copy updated from the block and back.
#pragma omp target enter data map(alloc: y[0:n])
#pragma omp target teams distribute parallel for map(to: x[0:n])
  for (int i = 0; i < n; i++) y[i] = x[i];
#pragma omp target update from(y[0:n])
#pragma omp target exit data map(delete: y[0:n])
  printf("after the update: %.1f\n", sum(y, n));
  omp_free(x, a);
  omp_free(y, a);
  if (pinned != omp_null_allocator) omp_destroy_allocator(pinned);
  return 0;
}
