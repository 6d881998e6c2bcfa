// Device buffers managed by hand, as codes that port from CUDA do: `omp_get_num_devices`
// picks the device or the initial device, `omp_target_alloc` allocates, `omp_target_memcpy`
// moves data in and out, `is_device_ptr` hands the raw pointers to `target teams distribute
// parallel for` loops (an axpy and a dot product with `reduction(+:)`), `omp_target_free`
// releases; timing with `omp_get_wtime`.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | dot 774988.750000 check 774988.750000
// | y[0..4] 1.000 2.500 4.000 5.500 7.000
// | timing sane 1
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

static void axpy_dev(int dev, long n, double a, const double *x, double *y) {
#pragma omp target teams distribute parallel for is_device_ptr(x, y) device(dev)
  for (long i = 0; i < n; i++)
    y[i] += a * x[i];
}

static double dot_dev(int dev, long n, const double *x, const double *y) {
  double s = 0.0;
#pragma omp target teams distribute parallel for simd is_device_ptr(x, y) device(dev) reduction(+: s)
  for (long i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

static void fill_dev(int dev, long n, double *p, double v) {
#pragma omp target is_device_ptr(p) device(dev)
#pragma omp teams distribute parallel for
  for (long i = 0; i < n; i++)
    p[i] = v + (double)(i % 5);
}

int main(void) {
  int ndev = omp_get_num_devices();
  int dev = ndev > 0 ? omp_get_default_device() : omp_get_initial_device();
  int host = omp_get_initial_device();
  long n = 100000;
  size_t bytes = n * sizeof(double);
  double *hx = malloc(bytes), *hy = malloc(bytes);
  for (long i = 0; i < n; i++) {
    hx[i] = 0.5 * (i % 7);
    hy[i] = 1.0;
  }
  double *dx = omp_target_alloc(bytes, dev);
  double *dy = omp_target_alloc(bytes, dev);
  if (!dx || !dy) {
    printf("allocation failed\n");
    return 1;
  }
  double t0 = omp_get_wtime();
  omp_target_memcpy(dx, hx, bytes, 0, 0, dev, host);
  fill_dev(dev, n, dy, 1.0);
  for (int it = 0; it < 4; it++)
    axpy_dev(dev, n, 0.25, dx, dy);
  double d = dot_dev(dev, n, dx, dy);
  omp_target_memcpy(hy, dy, bytes, 0, 0, host, dev);
  double t1 = omp_get_wtime();
  double check = 0.0;
  for (long i = 0; i < n; i++)
    check += hx[i] * hy[i];
  printf("dot %.6f check %.6f\n", d, check);
  printf("y[0..4] %.3f %.3f %.3f %.3f %.3f\n", hy[0], hy[1], hy[2], hy[3], hy[4]);
  omp_target_free(dx, dev);
  omp_target_free(dy, dev);
  free(hx);
  free(hy);
  printf("timing sane %d\n", t1 >= t0);
  return 0;
}
