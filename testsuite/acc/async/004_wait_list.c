// wait(1, 2, 3) directive waits for several queues.
// expect-exit: 0
// expect-stdout:
// | wait list 4800
#include <stdio.h>
#include <openacc.h>
#define N 800
int main(void) {
  static int a[N], b[N], c[N];
  #pragma acc parallel loop async(1) copyout(a)
  for (int i = 0; i < N; i++) a[i] = 1;
  #pragma acc parallel loop async(2) copyout(b)
  for (int i = 0; i < N; i++) b[i] = 2;
  #pragma acc parallel loop async(3) copyout(c)
  for (int i = 0; i < N; i++) c[i] = 3;
  #pragma acc wait(1, 2, 3)
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i] + b[i] + c[i];
  printf("wait list %ld\n", s);
  return s != 6L * N;
}
