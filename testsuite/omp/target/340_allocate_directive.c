// The `allocate` directive (OpenMP 5.0 §2.11.3) on local variables: their storage comes from
// the allocator where the directive stands (an alignment trait of 256 bytes shows it: the
// stack gives 16) and goes back when the scope ends (a loop of 100000 4 KiB arrays would need
// 400 MB otherwise); an initialised variable keeps its value; the variables are used by a
// parallel loop, mapped by target regions (explicitly and implicitly) and passed to a helper
// whose own local array is allocated with a predefined allocator. gcc 12 does not implement
// the directive ("sorry, unimplemented"): expectations from the spec.
// args: -fopenmp
// expect-from: hand (gcc 12: "sorry, unimplemented: '#pragma omp allocate' not yet supported"; the expectation is the spec's)
// expect-exit: 0
// expect-stdout:
// | OK
#include <omp.h>
#include <stdint.h>
#include <stdio.h>

#define N 64

static int fill(int *a, int n, int k) {
  double sum[N];
#pragma omp allocate(sum) allocator(omp_default_mem_alloc)
  for (int i = 0; i < n; i++)
    sum[i] = a[i] * k;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += (int)sum[i];
  return s;
}

int main(void) {
  int errors = 0;
  omp_alloctrait_t traits[1] = {{omp_atk_alignment, 256}};
  omp_allocator_handle_t al = omp_init_allocator(omp_default_mem_space, 1, traits);
  {
    int a[N];
    int init = 7;
    double d[3];
#pragma omp allocate(a, init, d) allocator(al)
    if (((uintptr_t)a) % 256 != 0 || ((uintptr_t)&init) % 256 != 0 || ((uintptr_t)d) % 256 != 0) {
      printf("not aligned\n");
      errors++;
    }
    if (init != 7) { printf("init %d\n", init); errors++; }
#pragma omp parallel for
    for (int i = 0; i < N; i++) a[i] = i + init;
#pragma omp target map(tofrom: a)
    for (int i = 0; i < N; i++) a[i] *= 2;
    int s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
    for (int i = 0; i < N; i++) s += a[i];
    if (s != 2 * (N * (N - 1) / 2 + 7 * N)) { printf("sum %d\n", s); errors++; }
    if (fill(a, N, 3) != 3 * s) { printf("fill %d\n", fill(a, N, 3)); errors++; }
  }
  for (int r = 0; r < 100000; r++) {
    char big[4096];
#pragma omp allocate(big) allocator(al)
    big[r % 4096] = (char)r;
    if (((uintptr_t)big) % 256) { errors++; break; }
  }
  omp_destroy_allocator(al);
  printf("%s\n", errors ? "FAIL" : "OK");
  return errors != 0;
}
