// cache directive on a sliding window of a 1-D stencil.
// expect-exit: 0
// expect-stdout:
// | cache stencil 4491.000000
#include <stdio.h>
#include <openacc.h>
#define N 1000
int main(void) {
  static double a[N], b[N];
  for (int i = 0; i < N; i++) a[i] = i % 10;
  #pragma acc parallel loop copyin(a) copyout(b[1:N-2])
  for (int i = 1; i < N - 1; i++) {
    #pragma acc cache(a[i-1:3])
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
  }
  double s = 0;
  for (int i = 1; i < N - 1; i++) s += b[i];
  printf("cache stencil %.6f\n", s);
  return 0;
}
