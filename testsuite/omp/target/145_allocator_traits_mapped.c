// Memory from OpenMP allocators (OpenMP 5.0 §2.11.2, §3.7) used by target regions: an
// allocator with the `pinned` and `alignment` traits (pinned memory is what device copies
// run fastest from), one with a fallback trait, and the predefined omp_default_mem_alloc;
// the buffers are mapped like any host memory, their alignment is the requested one, and
// omp_free returns them. omp_destroy_allocator ends the allocators.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | pinned aligned: yes
// | saxpy on pinned: 1048576.0
// | fallback allocator: 523776.0
// | default allocator: 1024.0
#include <omp.h>
#include <stdint.h>
#include <stdio.h>

#define N 1024

static double dot(const double *x, const double *y, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for map(to: x[0:n], y[0:n]) reduction(+: s)
  for (int i = 0; i < n; i++) s += x[i] * y[i];
  return s;
}

int main(void) {
  // Pinned memory (x) falls back to default memory where the library cannot pin (the
  // default fallback, 5.0 Table 2.9); the alignment trait (y) is always honoured.
  omp_alloctrait_t pinned_traits[1] = {{omp_atk_pinned, omp_atv_true}};
  omp_allocator_handle_t pinned = omp_init_allocator(omp_default_mem_space, 1, pinned_traits);
  omp_alloctrait_t align_traits[1] = {{omp_atk_alignment, 256}};
  omp_allocator_handle_t aligned256 = omp_init_allocator(omp_default_mem_space, 1, align_traits);
  double *x = omp_alloc(N * sizeof(double), pinned);
  double *y = omp_alloc(N * sizeof(double), aligned256);
  int aligned = x && y && (uintptr_t)y % 256 == 0;
  printf("pinned aligned: %s\n", aligned ? "yes" : "no");
  for (int i = 0; i < N; i++) {
    x[i] = 1;
    y[i] = 2;
  }
#pragma omp target teams distribute parallel for map(to: x[0:N]) map(tofrom: y[0:N])
  for (int i = 0; i < N; i++) y[i] = 2.0 * x[i] + y[i];
  printf("saxpy on pinned: %.1f\n", dot(y, y, N) * 1024 / 16);
  omp_alloctrait_t fb[1] = {{omp_atk_fallback, omp_atv_default_mem_fb}};
  omp_allocator_handle_t withfb = omp_init_allocator(omp_default_mem_space, 1, fb);
  double *z = omp_alloc(N * sizeof(double), withfb);
  for (int i = 0; i < N; i++) z[i] = i;
  double ones[N];
  for (int i = 0; i < N; i++) ones[i] = 1;
  printf("fallback allocator: %.1f\n", dot(z, ones, N));
  double *w = omp_alloc(N * sizeof(double), omp_default_mem_alloc);
  for (int i = 0; i < N; i++) w[i] = 1;
  printf("default allocator: %.1f\n", dot(w, ones, N));
  omp_free(w, omp_default_mem_alloc);
  omp_free(z, withfb);
  omp_free(x, pinned);
  omp_free(y, aligned256);
  omp_destroy_allocator(withfb);
  omp_destroy_allocator(pinned);
  omp_destroy_allocator(aligned256);
  return 0;
}
