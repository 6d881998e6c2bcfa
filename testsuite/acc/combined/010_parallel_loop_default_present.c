// parallel loop default(present) inside a data region with several arrays.
// expect-exit: 0
// expect-stdout:
// | default present 17910100.0
#include <stdio.h>
#include <openacc.h>
#define N 300
int main(void) {
  double x[N], y[N], z[N];
  for (int i = 0; i < N; i++) { x[i] = i; y[i] = 2 * i; }
  #pragma acc data copyin(x, y) copyout(z)
  {
    #pragma acc parallel loop default(present)
    for (int i = 0; i < N; i++) z[i] = x[i] * y[i];
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += z[i];
  printf("default present %.1f\n", s);
  return s != 2.0 * 8955050;
}
