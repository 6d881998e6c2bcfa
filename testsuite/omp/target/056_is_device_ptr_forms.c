// is_device_ptr (OpenMP 4.5 §2.10.4) with device buffers from omp_target_alloc used across several target constructs (combined, target around teams, target parallel), a device pointer stored in a structure passed by value, and the data read back with omp_target_memcpy.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 90000 h[0]=1 h[299]=599
#include <omp.h>
#include <stdio.h>

#define N 300

struct dbuf { int *p; int n; };

int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int *d = omp_target_alloc(N * sizeof(int), dev);
#pragma omp target teams distribute parallel for is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] = i;
#pragma omp target is_device_ptr(d)
#pragma omp teams distribute
  for (int i = 0; i < N; i++) d[i] *= 2;
#pragma omp target parallel for is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] += 1;
  struct dbuf b = {d, N};
  int *q = b.p;
  long s = 0;
#pragma omp target is_device_ptr(q) map(tofrom: s)
  for (int i = 0; i < N; i++) s += q[i];
  int h[N];
  omp_target_memcpy(h, d, N * sizeof(int), 0, 0, host, dev);
  printf("sum %ld h[0]=%d h[299]=%d\n", s, h[0], h[N - 1]);
  omp_target_free(d, dev);
  return 0;
}
