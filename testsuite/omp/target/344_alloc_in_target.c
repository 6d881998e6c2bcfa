// Memory allocation inside target regions (OpenMP 5.0 §3.7, §2.11.3): scratch memory of each
// team from `omp_alloc` with a predefined allocator, given back with `omp_free` (on a GPU the
// device's malloc/free, its default memory, as clang does), and an `allocate` directive on an
// array in a target region (the array keeps its storage there). gcc 12 prints OK without the
// allocate directive line, which it does not implement ("sorry, unimplemented").
// args: -fopenmp
// expect-from: hand (gcc 12: "sorry, unimplemented: '#pragma omp allocate' not yet supported"; the lines are gcc's build without that line)
// expect-exit: 0
// expect-stdout:
// | OK
#include <omp.h>
#include <stdio.h>

#define N 1000
#define T 4

int main(void) {
  double x[N], out[T];
  for (int i = 0; i < N; i++) x[i] = i;
  // Scratch memory of each team from a predefined allocator, inside the target region.
#pragma omp target teams distribute map(to: x) map(from: out) num_teams(T)
  for (int t = 0; t < T; t++) {
    double *tmp = (double *)omp_alloc(N * sizeof(double), omp_default_mem_alloc);
    double s = 0;
    if (tmp) {
      for (int i = 0; i < N; i++) tmp[i] = x[i] * (t + 1);
      for (int i = 0; i < N; i++) s += tmp[i];
      omp_free(tmp, omp_default_mem_alloc);
    }
    out[t] = s;
  }
  int errors = 0;
  for (int t = 0; t < T; t++)
    if (out[t] != (t + 1) * (N * (N - 1) / 2.0)) { printf("out[%d] = %g\n", t, out[t]); errors++; }

  // The allocate directive in a target region: the variable keeps its storage there.
  int v = 0;
#pragma omp target map(from: v)
  {
    int acc[8];
#pragma omp allocate(acc) allocator(omp_default_mem_alloc)
    for (int i = 0; i < 8; i++) acc[i] = i;
    int s = 0;
    for (int i = 0; i < 8; i++) s += acc[i];
    v = s;
  }
  if (v != 28) { printf("v = %d\n", v); errors++; }
  printf("%s\n", errors ? "FAIL" : "OK");
  return errors != 0;
}
