// Variables of the `allocate` directive (OpenMP 5.0 §2.11.3) in target regions, as an
// application writes them: an array mapped implicitly (no clause) and explicitly, modified on
// the device and checked on the host, and a scalar that is implicitly firstprivate (5.0
// §2.19.7: changes in the region stay in the region). The kernel must see the mapped copy of
// the allocated storage, never the host storage: on a GPU the host address faults. The region
// reports whether the address it sees for each array is the host's; an ordinary array next
// to it tells whether this device has memory of its own (discrete host memory, a GPU), and
// where it has, the allocated array must not be the host's either.
// args: -fopenmp
// expect-from: hand (gcc 12: "sorry, unimplemented: '#pragma omp allocate' not yet supported"; the expectation is the spec's)
// expect-exit: 0
// expect-stdout:
// | sum 2080
// | OK
#include <omp.h>
#include <stdint.h>
#include <stdio.h>

#define N 64

static int scale_on_device(int n, int k, int *errors) {
  int v[N];
  int plain[N];
  int scale = k;
#pragma omp allocate(v, scale) allocator(omp_default_mem_alloc)
  for (int i = 0; i < n; i++) {
    v[i] = i;
    plain[i] = 0;
  }
  uintptr_t host_v = (uintptr_t)v, host_plain = (uintptr_t)plain;
  int v_is_host = 0, plain_is_host = 0;
  // Implicit: v and plain are mapped tofrom, scale is firstprivate.
#pragma omp target map(from: v_is_host, plain_is_host)
  {
    v_is_host = (uintptr_t)v == host_v;
    plain_is_host = (uintptr_t)plain == host_plain;
    for (int i = 0; i < n; i++) {
      v[i] = v[i] * scale + 1;
      plain[i] = i;
    }
    scale = -1;
  }
  if (v_is_host && !plain_is_host) {
    printf("the region used the host's storage of v\n");
    (*errors)++;
  }
  if (scale != k) {
    printf("firstprivate scale changed on the host: %d\n", scale);
    (*errors)++;
  }
  for (int i = 0; i < n; i++)
    if (v[i] != i * k + 1 || plain[i] != i) {
      printf("v[%d] = %d\n", i, v[i]);
      (*errors)++;
      break;
    }
  // Explicit map, then a combined construct reading it (implicit map again).
#pragma omp target map(tofrom: v)
  for (int i = 0; i < n; i++) v[i] -= 1;
  int s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < n; i++) s += v[i] / k + 1;
  return s;
}

int main(void) {
  int errors = 0;
  int s = scale_on_device(N, 7, &errors);
  printf("sum %d\n", s);
  printf("%s\n", errors ? "FAIL" : "OK");
  return errors != 0;
}
