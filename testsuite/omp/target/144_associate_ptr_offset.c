// omp_target_associate_ptr with a device offset (OpenMP 4.5 §3.5.7): one device allocation
// holds two host arrays one after the other; each is associated at its offset, so that
// target regions mapping either find it present (no copy: the data goes in and out with
// omp_target_memcpy). After omp_target_disassociate_ptr the arrays map normally again.
// With the host as the device the association is not made and the program maps normally.
// Written as a library would be: a function that sets up the pair, one that releases it.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | x sum 1047552.0 y sum 1048576.0
// | after disassociate: 2095104.0
#include <omp.h>
#include <stdio.h>

#define N 1024

static void *pair_setup(x, y, n, dev)
double *x, *y;
int n, dev;
{
  if (dev == omp_get_initial_device()) return NULL;
  char *d = omp_target_alloc(2 * n * sizeof(double), dev);
  omp_target_memcpy(d, x, n * sizeof(double), 0, 0, dev, omp_get_initial_device());
  omp_target_memcpy(d, y, n * sizeof(double), n * sizeof(double), 0, dev, omp_get_initial_device());
  omp_target_associate_ptr(x, d, n * sizeof(double), 0, dev);
  omp_target_associate_ptr(y, d, n * sizeof(double), n * sizeof(double), dev);
  return d;
}

static void pair_release(x, y, n, d, dev)
double *x, *y;
int n, dev;
void *d;
{
  if (d == NULL) return;
  omp_target_memcpy(x, d, n * sizeof(double), 0, 0, omp_get_initial_device(), dev);
  omp_target_memcpy(y, d, n * sizeof(double), 0, n * sizeof(double), omp_get_initial_device(), dev);
  omp_target_disassociate_ptr(x, dev);
  omp_target_disassociate_ptr(y, dev);
  omp_target_free(d, dev);
}

int main(void) {
  int dev = omp_get_default_device();
  static double x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = i;
    y[i] = 1;
  }
  void *d = pair_setup(x, y, N, dev);
#pragma omp target teams distribute parallel for map(tofrom: x[0:N], y[0:N])
  for (int i = 0; i < N; i++) {
    x[i] = 2 * x[i] + y[i] - 1;
    y[i] = y[i] * 1024;
  }
  pair_release(x, y, N, d, dev);
  double sx = 0, sy = 0;
  for (int i = 0; i < N; i++) {
    sx += x[i];
    sy += y[i];
  }
  printf("x sum %.1f y sum %.1f\n", sx, sy);
  double s = 0;
#pragma omp target teams distribute parallel for map(to: x[0:N]) reduction(+: s)
  for (int i = 0; i < N; i++) s += 2 * x[i];
  printf("after disassociate: %.1f\n", s);
  return 0;
}
