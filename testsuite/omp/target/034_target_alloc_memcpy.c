// Device memory routines (OpenMP 4.5 §3.5): omp_target_alloc, omp_target_memcpy with offsets in both directions and between two device buffers, is_device_ptr in target regions, omp_target_free (also of a null pointer).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | allocated: 1
// | rc=0 back[0]=10000 back[99]=39601 back[100]=-1 back[199]=81 back[195]=25
#include <omp.h>
#include <stdio.h>

#define N 200

int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  double h[N], back[N];
  for (int i = 0; i < N; i++) { h[i] = i; back[i] = -1; }
  double *d1 = omp_target_alloc(N * sizeof(double), dev);
  double *d2 = omp_target_alloc(N * sizeof(double), dev);
  printf("allocated: %d\n", d1 != NULL && d2 != NULL);
  int rc = omp_target_memcpy(d1, h, N * sizeof(double), 0, 0, dev, host);
#pragma omp target teams distribute parallel for is_device_ptr(d1, d2) device(dev)
  for (int i = 0; i < N; i++) d2[i] = d1[i] * d1[i];
  /* The second half of d2 into the first half of back, then d1's first ten into back's end. */
  rc |= omp_target_memcpy(back, d2, (N / 2) * sizeof(double), 0, (N / 2) * sizeof(double), host, dev);
  rc |= omp_target_memcpy(d1, d2, 10 * sizeof(double), 0, 0, dev, dev);
  rc |= omp_target_memcpy(back, d1, 10 * sizeof(double), (N - 10) * sizeof(double), 0, host, dev);
  printf("rc=%d back[0]=%.0f back[99]=%.0f back[100]=%.0f back[199]=%.0f back[195]=%.0f\n", rc, back[0],
         back[99], back[100], back[199], back[195]);
  omp_target_free(d1, dev);
  omp_target_free(d2, dev);
  omp_target_free(NULL, dev);
  return 0;
}
