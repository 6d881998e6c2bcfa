// kernels: loops calling a function declared __attribute__((const)) and the math library
// (fabs, fabsf and acc_on_device, which are OIR intrinsics) are parallelizable: the
// dependence test asks a callee's `pure` attribute (GCC's pure and const), not its name.
// remark: kernels: loop at 25:5 is parallelizable
// remark: kernels: loop at 27:5 is parallelizable
// expect-exit: 0
// expect-stdout:
// | b 3988080.828 c 62437.500 on 1
#include <math.h>
#include <stdio.h>
#include <openacc.h>
#define N 1000

#pragma acc routine seq
__attribute__((const)) static double poly(double x) { return 3.0 * x * x + 2.0 * x + 1.0; }

int main(void) {
  static double a[N], b[N];
  static float c[N];
  static int on[N];
  for (int i = 0; i < N; i++)
    a[i] = i * 0.0625;
  #pragma acc kernels copyin(a) copyout(b, c, on)
  {
    for (int i = 0; i < N; i++)
      b[i] = poly(a[i]) + fabs(a[i] - 8.0);
    for (int i = 0; i < N; i++) {
      c[i] = fabsf(-(float)a[i]) + (float)a[i];
      on[i] = acc_on_device(acc_device_host) + acc_on_device(acc_device_not_host);
    }
  }
  double sb = 0, sc = 0;
  int all = 1;
  for (int i = 0; i < N; i++) {
    sb += b[i];
    sc += c[i];
    all &= on[i] == 1;
  }
  printf("b %.3f c %.3f on %d\n", sb, sc, all);
  return 0;
}
