// kernels loop: a simple independent loop.
// expect-exit: 0
// expect-stdout:
// | kernels saxpy 75012500.0 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 10000
int main(void) {
  static float x[N], y[N];
  for (int i = 0; i < N; i++) { x[i] = i * 0.5f; y[i] = 2.0f; }
  float a = 3.0f;
  #pragma acc kernels loop copyin(x) copy(y)
  for (int i = 0; i < N; i++) y[i] = a * x[i] + y[i];
  double s = 0;
  int bad = 0;
  for (int i = 0; i < N; i++) { s += y[i]; bad += y[i] != 3.0f * (i * 0.5f) + 2.0f; }
  printf("kernels saxpy %.1f bad %d\n", s, bad);
  return bad != 0;
}
