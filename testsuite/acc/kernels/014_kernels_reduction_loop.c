// kernels loop with an explicit reduction clause and a max reduction.
// expect-exit: 0
// expect-stdout:
// | kernels reduction sum 249750.0 max 99.9
#include <stdio.h>
#include <openacc.h>
#define N 5000
int main(void) {
  static double v[N];
  for (int i = 0; i < N; i++) v[i] = ((i * 7919) % 1000) / 10.0;
  double s = 0, m = -1;
  #pragma acc kernels loop reduction(+:s) reduction(max:m) copyin(v)
  for (int i = 0; i < N; i++) { s += v[i]; m = v[i] > m ? v[i] : m; }
  double es = 0;
  for (int i = 0; i < N; i++) es += v[i];
  printf("kernels reduction sum %.1f max %.1f\n", s, m);
  return !(m == 99.9 && s > es - 1e-6 && s < es + 1e-6);
}
