// OpenMP 5.1's device memory routines (5.1 §3.8.4–§3.8.8), as OpenMP_VV's 5.1 tests call
// them: omp_target_memcpy_async to and from a buffer of omp_target_alloc (no depend objects,
// then a taskwait), a kernel on it through is_device_ptr in between; omp_get_mapped_ptr of a
// mapped array on the default device (non-null) and on the initial device (the host pointer
// itself); omp_target_is_accessible of host memory on the initial device (true). oxacc's
// runtime had none of the four: such a program did not link.
// args: -fopenmp
// expect-from: hand (gcc 12's libgomp has no omp_target_memcpy_async, omp_get_mapped_ptr or omp_target_is_accessible; the lines are what 5.1 §3.8 requires on any device)
// expect-exit: 0
// expect-stdout:
// | async copies 0 0, sum 1047552
// | mapped 1, on the initial device 1
// | accessible on the initial device 1
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1024

static long twice_on_device(double *host, int n) {
  int h = omp_get_initial_device(), t = omp_get_default_device();
  double *dev = (double *)omp_target_alloc(sizeof(double) * n, t);
  int rc1 = omp_target_memcpy_async(dev, host, sizeof(double) * n, 0, 0, t, h, 0, NULL);
#pragma omp taskwait
#pragma omp target teams distribute parallel for is_device_ptr(dev) device(t)
  for (int i = 0; i < n; i++) dev[i] *= 2;
  int rc2 = omp_target_memcpy_async(host, dev, sizeof(double) * n, 0, 0, h, t, 0, NULL);
#pragma omp taskwait
  omp_target_free(dev, t);
  long s = 0;
  for (int i = 0; i < n; i++) s += (long)host[i];
  printf("async copies %d %d, sum %ld\n", rc1, rc2, s);
  return s;
}

int main(void) {
  double *x = malloc(sizeof(double) * N);
  for (int i = 0; i < N; i++) x[i] = i;
  long s = twice_on_device(x, N);

  int a[N];
  int dev = omp_get_default_device();
#pragma omp target enter data map(to: a) device(dev)
  void *mapped = omp_get_mapped_ptr(a, dev);
  void *initial = omp_get_mapped_ptr(a, omp_get_initial_device());
  printf("mapped %d, on the initial device %d\n", mapped != NULL, initial == (void *)a);
#pragma omp target exit data map(delete: a) device(dev)

  int acc = omp_target_is_accessible(x, sizeof(double) * N, omp_get_initial_device());
  printf("accessible on the initial device %d\n", acc);
  free(x);
  return s == 1047552 && mapped != NULL && initial == (void *)a && acc == 1 ? 0 : 1;
}
