// Application style: a "library" routine that takes device pointers (as a CUDA library would)
// and launches its own kernel with is_device_ptr, called from a target data region through
// use_device_ptr; the host arrays are mapped once and the result brought back at the end.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | y[0] 3.0 y[n-1] 20001.0 sum 100020000.0
#include <stdio.h>
#include <stdlib.h>

static void lib_axpy(int n, double a, const double *dx, double *dy) {
#pragma omp target teams distribute parallel for is_device_ptr(dx, dy)
  for (int i = 0; i < n; i++) dy[i] += a * dx[i];
}

int main(void) {
  int n = 10000;
  double *x = malloc(n * sizeof(double)), *y = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    x[i] = 1.0;
    y[i] = i;
  }
#pragma omp target data map(to: x[0:n]) map(tofrom: y[0:n])
  {
#pragma omp target data use_device_ptr(x, y)
    {
      lib_axpy(n, 2.0, x, y);
      lib_axpy(n, -0.5, x, y);
    }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) y[i] *= 2.0;
  }
  double s = 0;
  for (int i = 0; i < n; i++) s += y[i];
  printf("y[0] %.1f y[n-1] %.1f sum %.1f\n", y[0], y[n - 1], s);
  free(x);
  free(y);
  return 0;
}
