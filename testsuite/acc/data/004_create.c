// data create: a device temporary written and read only on the device.
// expect-exit: 0
// expect-stdout:
// | create 539700.0 y[0] 1798.0
#include <stdio.h>
#include <openacc.h>
#define N 600
int main(void) {
  double x[N], tmp[N], y[N];
  for (int i = 0; i < N; i++) x[i] = i;
  #pragma acc data copyin(x) create(tmp) copyout(y)
  {
    #pragma acc parallel loop present(x, tmp)
    for (int i = 0; i < N; i++) tmp[i] = x[i] * 3.0;
    #pragma acc parallel loop present(tmp, y)
    for (int i = 0; i < N; i++) y[i] = tmp[N - 1 - i] + 1.0;
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i];
  printf("create %.1f y[0] %.1f\n", s, y[0]);
  return s != 3.0 * 179700 + N;
}
