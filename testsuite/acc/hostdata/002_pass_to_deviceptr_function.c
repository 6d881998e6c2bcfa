// host_data use_device passes device addresses to a function that works on them with the
// deviceptr clause (the usual way to call device libraries).
// expect-exit: 0
// expect-stdout:
// | host_data daxpy 1249750.0
#include <stdio.h>
#include <openacc.h>
#define N 1000
static void daxpy_dev(int n, double a, const double *x, double *y) {
  #pragma acc parallel loop deviceptr(x, y)
  for (int i = 0; i < n; i++) y[i] += a * x[i];
}
int main(void) {
  static double x[N], y[N];
  for (int i = 0; i < N; i++) { x[i] = i; y[i] = 1.0; }
  #pragma acc data copyin(x) copy(y)
  {
    #pragma acc host_data use_device(x, y)
    {
      daxpy_dev(N, 2.0, x, y);
      daxpy_dev(N, 0.5, x, y);
    }
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i];
  printf("host_data daxpy %.1f\n", s);
  return s != 2.5 * 499500 + N;
}
