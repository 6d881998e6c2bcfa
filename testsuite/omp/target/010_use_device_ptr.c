// target data use_device_ptr: inside, the pointer holds the device address of mapped data,
// which a target region then uses through is_device_ptr (the way libraries pass device
// memory to each other).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 499000.0
#include <stdio.h>
#include <stdlib.h>

static void scale_on_device(double *dp, int n, double f) {
#pragma omp target teams distribute parallel for is_device_ptr(dp)
  for (int i = 0; i < n; i++) dp[i] *= f;
}

int main(void) {
  int n = 500;
  double *p = malloc(n * sizeof *p);
  for (int i = 0; i < n; i++) p[i] = i;
#pragma omp target data map(tofrom: p[0:n])
  {
#pragma omp target data use_device_ptr(p)
    scale_on_device(p, n, 4.0);
  }
  double s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  printf("sum %.1f\n", s);
  free(p);
  return s != 4.0 * n * (n - 1) / 2;
}
