// device(n) on target constructs (OpenMP 4.5 §2.10.1–§2.10.5): device(omp_get_initial_device())
// runs the region on the host, device(omp_get_default_device()) on the default device, and
// the data constructs with device(n) map and copy on that device. Whether a region ran on the
// initial device must agree with the device number it was given.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | initial device: on the host
// | default device: consistent
// | data on the default device: 5050
#include <omp.h>
#include <stdio.h>

#define N 100

int main(void) {
  int host_dev = omp_get_initial_device(), def = omp_get_default_device();
  int initial = -1;
#pragma omp target device(host_dev) map(from: initial)
  initial = omp_is_initial_device();
  printf("initial device: %s\n", initial == 1 ? "on the host" : "WRONG");

  int on_initial = -1;
#pragma omp target device(def) map(from: on_initial)
  on_initial = omp_is_initial_device();
  printf("default device: %s\n", on_initial == (def == host_dev) ? "consistent" : "WRONG");

  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target enter data map(to: a) device(def)
#pragma omp target teams distribute parallel for device(def)
  for (int i = 0; i < N; i++) a[i] += 1;
#pragma omp target exit data map(from: a) device(def)
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("data on the default device: %ld\n", s);
  return 0;
}
