#include <omp.h>
void f(double *x, int n, omp_alloctrait_t *tp) {
  omp_alloctrait_t traits[1] = {{omp_atk_alignment, 64}};
  omp_allocator_handle_t a = omp_null_allocator;
#pragma omp target uses_allocators(a(tp)) map(tofrom: x[0:n])
  x[0] = 1;
#pragma omp target uses_allocators(f(traits)) map(tofrom: x[0:n])
  x[0] = 2;
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only): `uses_allocators(allocator(traits))`
// (OpenMP 5.0 §2.12.5) takes an allocator variable and a constant traits array, whose
// elements oxacc reads to make the region's allocator. gcc 12 does not know the clause.
// expect-error: 5:38: 'tp' is not an array of known size
// expect-error: 7:36: 'f' is not a variable
