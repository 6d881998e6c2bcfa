// Application style: work split over every device the program sees (the GPUs, or the initial
// device when there is none) with device(d) on target enter data, the kernels and target exit
// data, each device taking one block of the array; omp_get_num_devices decides the split.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 121495500.0 a[n-1] 26998.0
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int ndev = omp_get_num_devices();
  int ntargets = ndev > 0 ? ndev : 1;
  int n = 9000;
  double *a = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) a[i] = i;
  int block = (n + ntargets - 1) / ntargets;
  for (int d = 0; d < ntargets; d++) {
    int dev = ndev > 0 ? d : omp_get_initial_device();
    int lo = d * block, len = lo + block > n ? n - lo : block;
    double *p = a + lo;
#pragma omp target enter data map(to: p[0:len]) device(dev)
#pragma omp target teams distribute parallel for device(dev)
    for (int i = 0; i < len; i++) p[i] = 3.0 * p[i] + 1.0;
#pragma omp target exit data map(from: p[0:len]) device(dev)
  }
  double s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  printf("sum %.1f a[n-1] %.1f\n", s, a[n - 1]);
  free(a);
  return 0;
}
