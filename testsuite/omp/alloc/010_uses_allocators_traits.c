// `uses_allocators(allocator(traits))` on target constructs (OpenMP 5.0 §2.12.5, §2.11.2): an
// allocator made for the region from an `omp_alloctrait_t` array, used by `omp_alloc` and
// `omp_aligned_alloc` for per-team scratch memory in functions taking pointers; the alignment
// trait holds for every block, the allocator variable outside the region keeps its value,
// and a second allocator of the same construct has its own traits. oxacc refused an
// allocator with traits ("only the predefined allocators").
// args: -fopenmp
// expect-from: hand (gcc 12: "expected '#pragma omp' clause before 'uses_allocators'"; the lines are
// gcc 12 -fopenmp -foffload=disable's build with the clause left out and each allocator made
// by omp_init_allocator from the same traits on the host: /work/wt/data/ompdev6/010g.c)
// expect-exit: 0
// expect-stdout:
// | host handle kept: 1
// | sums: 511.0 513.0 515.0 517.0 519.0 521.0 523.0 525.0
// | aligned 256: 8 of 8, aligned 128: 8 of 8
#include <omp.h>
#include <stdint.h>
#include <stdio.h>

#define T 8
#define N 512

static void pair_sums(const double *x, double *out, int *ok256, int *ok128) {
  omp_alloctrait_t wide[2] = {{omp_atk_alignment, 256}, {omp_atk_fallback, omp_atv_null_fb}};
  omp_alloctrait_t mid[1] = {{omp_atk_alignment, 128}};
  omp_allocator_handle_t scratch = omp_null_allocator, small = omp_null_allocator;
  int a256 = 0, a128 = 0;
#pragma omp target teams distribute num_teams(T) map(to: x[0:T * N]) map(from: out[0:T]) \
    map(tofrom: a256, a128) uses_allocators(scratch(wide), small(mid))
  for (int t = 0; t < T; t++) {
    double *tmp = (double *)omp_alloc(N * sizeof(double), scratch);
    double *two = (double *)omp_aligned_alloc(64, 2 * sizeof(double), small);
    double s = 0;
    if (tmp && two) {
      for (int i = 0; i < N; i++)
        tmp[i] = x[t * N + i];
      two[0] = tmp[0];
      two[1] = tmp[N - 1];
      s = two[0] + two[1];
#pragma omp atomic
      a256 += ((uintptr_t)tmp % 256) == 0;
#pragma omp atomic
      a128 += ((uintptr_t)two % 128) == 0;
    }
    omp_free(tmp, scratch);
    omp_free(two, small);
    out[t] = s;
  }
  *ok256 = a256;
  *ok128 = a128;
  printf("host handle kept: %d\n", scratch == omp_null_allocator && small == omp_null_allocator);
}

int main(void) {
  static double x[T * N], out[T];
  int ok256, ok128;
  for (int t = 0; t < T; t++)
    for (int i = 0; i < N; i++)
      x[t * N + i] = t + i;
  pair_sums(x, out, &ok256, &ok128);
  printf("sums:");
  for (int t = 0; t < T; t++)
    printf(" %.1f", out[t]);
  printf("\n");
  printf("aligned 256: %d of %d, aligned 128: %d of %d\n", ok256, T, ok128, T);
  return 0;
}
