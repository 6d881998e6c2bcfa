// restrict-qualified pointer parameters in a kernels region (the compiler may rely on no
// aliasing to parallelise).
// expect-exit: 0
// expect-stdout:
// | restrict kernels 9999.5
#include <stdio.h>
#include <openacc.h>
#define N 4000
static void axpby(int n, float a, const float *restrict x, float b, float *restrict y) {
  #pragma acc kernels copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++) y[i] = a * x[i] + b * y[i];
}
int main(void) {
  static float x[N], y[N];
  for (int i = 0; i < N; i++) { x[i] = 1.0f; y[i] = (float)(i % 3); }
  axpby(N, 2.0f, x, 0.5f, y);
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i];
  printf("restrict kernels %.1f\n", s);
  return s != 2.0 * N + 0.5 * 3999.0;
}
