// Reductions on a kernels loop and on a serial construct agree with the host.
// expect-exit: 0
// expect-stdout:
// | kernels 4500.0 serial 4500.0
#include <stdio.h>
#include <openacc.h>
#define N 2000
int main(void) {
  static double v[N];
  for (int i = 0; i < N; i++) v[i] = (i % 10) * 0.5;
  double k = 0, s = 0;
  #pragma acc kernels loop reduction(+:k) copyin(v)
  for (int i = 0; i < N; i++) k += v[i];
  #pragma acc serial copyin(v) reduction(+:s)
  for (int i = 0; i < N; i++) s += v[i];
  printf("kernels %.1f serial %.1f\n", k, s);
  return !(k == 4500.0 && s == 4500.0);
}
