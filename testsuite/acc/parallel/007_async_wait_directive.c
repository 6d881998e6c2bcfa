// parallel async(1) followed by the wait(1) directive before the host reads the result.
// expect-exit: 0
// expect-stdout:
// | async sum 3124375.00
#include <stdio.h>
#include <openacc.h>
#define N 5000
int main(void) {
  static double a[N];
  #pragma acc parallel loop async(1) copyout(a)
  for (int i = 0; i < N; i++) a[i] = i * 0.25;
  #pragma acc wait(1)
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("async sum %.2f\n", s);
  return s != 0.25 * (N - 1) * N / 2.0;
}
