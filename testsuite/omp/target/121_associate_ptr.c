// omp_target_associate_ptr (4.5 §3.5.8): a device buffer from omp_target_alloc associated
// with a host array, so that target regions mapping the host array find it present and use
// the buffer without copying; omp_target_memcpy moves the data; then
// omp_target_disassociate_ptr and omp_target_free.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 261632.0 h[10] 20.0
#include <omp.h>
#include <stdio.h>

#define N 512

int main(void) {
  int dev = omp_get_num_devices() > 0 ? omp_get_default_device() : omp_get_initial_device();
  int host = omp_get_initial_device();
  static double h[N];
  for (int i = 0; i < N; i++) h[i] = i;
  if (dev == host) {
    // No device: the host array is its own device copy; the same results below.
    double s = 0;
#pragma omp target teams distribute parallel for map(tofrom: h) reduction(+: s)
    for (int i = 0; i < N; i++) {
      h[i] *= 2.0;
      s += h[i];
    }
    printf("sum %.1f h[10] %.1f\n", s, h[10]);
    return 0;
  }
  double *d = omp_target_alloc(sizeof h, dev);
  int rc = omp_target_associate_ptr(h, d, sizeof h, 0, dev);
  rc |= omp_target_memcpy(d, h, sizeof h, 0, 0, dev, host);
  double s = 0;
#pragma omp target teams distribute parallel for map(tofrom: h) reduction(+: s)
  for (int i = 0; i < N; i++) {
    h[i] *= 2.0;
    s += h[i];
  }
  rc |= omp_target_memcpy(h, d, sizeof h, 0, 0, host, dev);
  rc |= omp_target_disassociate_ptr(h, dev);
  omp_target_free(d, dev);
  printf("sum %.1f h[10] %.1f%s\n", s, h[10], rc ? " (a routine failed)" : "");
  return 0;
}
