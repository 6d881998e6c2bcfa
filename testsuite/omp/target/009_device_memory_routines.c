// The device memory routines: omp_target_alloc on the default device, omp_target_memcpy
// between it and the initial device, a target region using the memory through is_device_ptr,
// omp_target_is_present after target enter data, omp_target_free.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | memcpy status 0, wrong elements 0
// | d[500..509] from offset: 1500 ... 1527
// | present after enter data: 1
#include <stdio.h>
#include <omp.h>

#define N 1000
int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int h[N];
  for (int i = 0; i < N; i++) h[i] = i;
  int *d = omp_target_alloc(N * sizeof(int), dev);
  if (!d) { printf("allocation failed\n"); return 1; }
  int rc = omp_target_memcpy(d, h, N * sizeof(int), 0, 0, dev, host);
#pragma omp target teams distribute parallel for is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] *= 3;
  for (int i = 0; i < N; i++) h[i] = -1;
  rc |= omp_target_memcpy(h, d, N * sizeof(int), 0, 0, host, dev);
  int bad = 0;
  for (int i = 0; i < N; i++) if (h[i] != 3 * i) bad++;
  printf("memcpy status %d, wrong elements %d\n", rc, bad);
  // Offsets are in bytes.
  int part[10];
  rc = omp_target_memcpy(part, d, sizeof part, 0, 500 * sizeof(int), host, dev);
  printf("d[500..509] from offset: %d ... %d\n", part[0], part[9]);
  omp_target_free(d, dev);

  double a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target enter data map(to: a)
  printf("present after enter data: %d\n", omp_target_is_present(a, dev) != 0);
#pragma omp target exit data map(delete: a)
  return bad != 0;
}
