// routine gang with a loop gang inside, called from a parallel region (not from a loop).
// expect-exit: 0
// expect-stdout:
// | routine gang 6248750.0
#include <stdio.h>
#include <openacc.h>
#define N 5000
#pragma acc routine gang
static void fill(float *a, int n, float v) {
  #pragma acc loop gang vector
  for (int i = 0; i < n; i++) a[i] = v * i;
}
int main(void) {
  static float a[N];
  #pragma acc parallel copyout(a)
  fill(a, N, 0.5f);
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("routine gang %.1f\n", s);
  return s != 0.5 * 12497500;
}
