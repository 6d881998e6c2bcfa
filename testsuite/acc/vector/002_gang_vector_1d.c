// parallel loop gang vector over 100003 elements: a saxpy-like update in place.
// expect-exit: 0
// expect-stdout:
// | gang vector sum 2099820.00 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100003
int main(void) {
  static double x[N], y[N];
  for (int i = 0; i < N; i++) { x[i] = (i % 61) * 0.25; y[i] = i % 13; }
  #pragma acc parallel loop gang vector copyin(x) copy(y)
  for (int i = 0; i < N; i++) y[i] = 2.0 * x[i] + y[i];
  int bad = 0;
  double s = 0;
  for (int i = 0; i < N; i++) {
    bad += y[i] != 2.0 * ((i % 61) * 0.25) + (i % 13);
    s += y[i];
  }
  printf("gang vector sum %.2f bad %d\n", s, bad);
  return bad != 0;
}
