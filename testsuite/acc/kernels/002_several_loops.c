// Several loops in one kernels region, each using the previous loop's result.
// expect-exit: 0
// expect-stdout:
// | kernels chain c[0] 1998.0 c[N-1] 999.0 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 1000
int main(void) {
  static double a[N], b[N], c[N];
  #pragma acc kernels copyout(c) create(a, b)
  {
    for (int i = 0; i < N; i++) a[i] = i;
    for (int i = 0; i < N; i++) b[i] = a[i] * 2.0;
    for (int i = 0; i < N; i++) c[i] = a[i] + b[N - 1 - i];
  }
  int bad = 0;
  for (int i = 0; i < N; i++) bad += c[i] != i + 2.0 * (N - 1 - i);
  printf("kernels chain c[0] %.1f c[N-1] %.1f bad %d\n", c[0], c[N - 1], bad);
  return bad != 0;
}
