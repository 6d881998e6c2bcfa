// Operations on one queue run in order: update device, compute, compute, update self.
// expect-exit: 0
// expect-stdout:
// | queue order 1000000.0
#include <stdio.h>
#include <openacc.h>
#define N 1000
int main(void) {
  static double a[N];
  for (int i = 0; i < N; i++) a[i] = 0;
  #pragma acc data create(a)
  {
    for (int i = 0; i < N; i++) a[i] = i;
    #pragma acc update device(a) async(4)
    #pragma acc parallel loop present(a) async(4)
    for (int i = 0; i < N; i++) a[i] = a[i] * 2;
    #pragma acc parallel loop present(a) async(4)
    for (int i = 0; i < N; i++) a[i] = a[i] + 1;
    #pragma acc update self(a) async(4)
    #pragma acc wait(4)
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("queue order %.1f\n", s);
  return s != 2.0 * 499500 + N;
}
