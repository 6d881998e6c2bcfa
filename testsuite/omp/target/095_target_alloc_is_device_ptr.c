// Application style: device buffers from omp_target_alloc on the device where kernels run (the
// default device, or the initial device when there is no other), filled with
// omp_target_memcpy, used by kernels in functions through is_device_ptr, a row block copied
// with omp_target_memcpy_rect, freed with omp_target_free.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | device sum 33280.0
// | rect status 0: block[0][0] 5.5 block[3][7] 7.0
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define R 64
#define C 32

static void scale_rows(double *d, int rows, int cols, double f) {
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(d)
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) d[i * cols + j] *= f * (i + 1);
}

static double device_sum(const double *d, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) is_device_ptr(d)
  for (int i = 0; i < n; i++) s += d[i];
  return s;
}

int main(void) {
  int dev = omp_get_num_devices() > 0 ? omp_get_default_device() : omp_get_initial_device();
  int host = omp_get_initial_device();
  double *h = malloc(R * C * sizeof(double));
  for (int i = 0; i < R * C; i++) h[i] = 1.0;
  double *d = omp_target_alloc(R * C * sizeof(double), dev);
  if (!d) {
    printf("omp_target_alloc failed\n");
    return 1;
  }
  int rc = omp_target_memcpy(d, h, R * C * sizeof(double), 0, 0, dev, host);
  scale_rows(d, R, C, 0.5);
  printf("device sum %.1f\n", device_sum(d, R * C));
  // Rows 10..13, columns 4..11 back into a 4x8 block.
  double block[4][8];
  size_t vol[2] = {4, 8}, dst_off[2] = {0, 0}, src_off[2] = {10, 4};
  size_t dst_dims[2] = {4, 8}, src_dims[2] = {R, C};
  rc |= omp_target_memcpy_rect(block, d, sizeof(double), 2, vol, dst_off, src_off, dst_dims,
                               src_dims, host, dev);
  printf("rect status %d: block[0][0] %.1f block[3][7] %.1f\n", rc, block[0][0], block[3][7]);
  omp_target_free(d, dev);
  free(h);
  return 0;
}
