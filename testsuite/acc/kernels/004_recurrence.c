// A first-order linear recurrence in kernels: x[i] depends on x[i-1].
// expect-exit: 0
// expect-stdout:
// | kernels recurrence last -0.285714285714 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 500
int main(void) {
  double x[N], y[N];
  for (int i = 0; i < N; i++) y[i] = (i % 3) - 1.0;
  x[0] = 1.0;
  #pragma acc kernels copyin(y) copy(x)
  for (int i = 1; i < N; i++) x[i] = 0.5 * x[i - 1] + y[i];
  double e = 1.0;
  int bad = 0;
  for (int i = 1; i < N; i++) { e = 0.5 * e + y[i]; bad += x[i] != e; }
  printf("kernels recurrence last %.12f bad %d\n", x[N - 1], bad);
  return bad != 0;
}
