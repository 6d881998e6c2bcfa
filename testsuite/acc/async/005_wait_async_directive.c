// wait(1) async(2): queue 2 waits for queue 1 without blocking the host; then wait(2).
// expect-exit: 0
// expect-stdout:
// | wait async 1501500
#include <stdio.h>
#include <openacc.h>
#define N 1000
int main(void) {
  static int a[N], b[N];
  #pragma acc data create(a) copyout(b)
  {
    #pragma acc parallel loop present(a) async(1)
    for (int i = 0; i < N; i++) a[i] = i + 1;
    #pragma acc wait(1) async(2)
    #pragma acc parallel loop present(a, b) async(2)
    for (int i = 0; i < N; i++) b[i] = a[i] * 3;
    #pragma acc wait(2)
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  printf("wait async %ld\n", s);
  return s != 3L * 500500;
}
