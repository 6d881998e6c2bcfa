// use_device_ptr with the device routines (OpenMP 4.5 §2.10.1, §3.5.4): the device address of mapped data from target data use_device_ptr handed to omp_target_memcpy (device to device and to the host), then the mapped data read back at the end of the region.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | peek 0 1 4; b[9]=0 b[10]=0 b[59]=49 b[60]=0 sum 1225
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100

int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), peek[5];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = -1; }
#pragma omp target data map(to: a[0:N]) map(tofrom: b[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) b[i] = 0;
#pragma omp target data use_device_ptr(a, b)
    {
      /* b[10:50] = a[0:50] on the device, then the first five of b's copy to the host. */
      omp_target_memcpy(b, a, 50 * sizeof(double), 10 * sizeof(double), 0, dev, dev);
      omp_target_memcpy(peek, b, 5 * sizeof(double), 0, 10 * sizeof(double), host, dev);
    }
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  printf("peek %.0f %.0f %.0f; b[9]=%.0f b[10]=%.0f b[59]=%.0f b[60]=%.0f sum %.0f\n", peek[0], peek[1], peek[4],
         b[9], b[10], b[59], b[60], s);
  free(a);
  free(b);
  return 0;
}
