// -Msafeptr (nvc): C pointers are taken never to overlap, as if declared restrict, so kernels loops over pointer parameters parallelize without restrict (the program's pointers do not overlap).
// args: -Msafeptr
// remark: loop at 11:3 is parallelizable
// expect-exit: 0
// expect-stdout:
// | y[0] 1.0 y[99999] 299998.0
#include <stdio.h>

static void axpy(int n, double a, const double *x, double *y) {
#pragma acc kernels copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

int main(void) {
  static double x[100000], y[100000];
  for (int i = 0; i < 100000; i++) {
    x[i] = i;
    y[i] = 1.0 + i;
  }
  axpy(100000, 2.0, x, y);
  printf("y[0] %.1f y[99999] %.1f\n", y[0], y[99999]);
  return 0;
}
