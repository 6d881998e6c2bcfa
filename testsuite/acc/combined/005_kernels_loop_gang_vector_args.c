// kernels loop gang(16) vector(64): sizes given on the loop clauses (allowed in kernels).
// expect-exit: 0
// expect-stdout:
// | kernels gang(16) vector(64) 502320
#include <stdio.h>
#include <openacc.h>
#define N 4000
int main(void) {
  static int a[N];
  #pragma acc kernels loop gang(16) vector(64) copyout(a)
  for (int i = 0; i < N; i++) a[i] = i % 256;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("kernels gang(16) vector(64) %ld\n", s);
  return 0;
}
