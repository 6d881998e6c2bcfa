// target enter data / exit data with if() and device() and a mix of map types on one directive (OpenMP 4.5 §2.10.2–§2.10.3), with target update between, and exit data that only releases part of what enter data mapped.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | b[0]=6 b[63]=69 c[0]=15
#include <omp.h>
#include <stdio.h>

#define N 64

int main(void) {
  int dev = omp_get_default_device();
  int a[N], b[N], c[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 1; }
#pragma omp target enter data map(to: a, c) map(alloc: b) device(dev) if(N > 0)
#pragma omp target teams distribute parallel for device(dev)
  for (int i = 0; i < N; i++) b[i] = a[i] + c[i];
  for (int i = 0; i < N; i++) c[i] = 5;
#pragma omp target update to(c) device(dev)
#pragma omp target teams distribute parallel for device(dev)
  for (int i = 0; i < N; i++) b[i] += c[i];
#pragma omp target exit data map(from: b) map(release: a) device(dev)
#pragma omp target teams distribute parallel for map(tofrom: c) device(dev)
  for (int i = 0; i < N; i++) c[i] *= 3;
#pragma omp target update from(c) device(dev) if(N < 0)
#pragma omp target exit data map(from: c) device(dev)
  printf("b[0]=%d b[63]=%d c[0]=%d\n", b[0], b[N - 1], c[0]);
  return 0;
}
