// kernels loop auto on an independent loop and on a dependent one.
// expect-exit: 0
// expect-stdout:
// | kernels auto b[199] 39800
#include <stdio.h>
#include <openacc.h>
#define N 200
int main(void) {
  int a[N], b[N];
  #pragma acc kernels loop auto copyout(a)
  for (int i = 0; i < N; i++) a[i] = i * 2;
  b[0] = 0;
  #pragma acc kernels loop auto copy(b) copyin(a)
  for (int i = 1; i < N; i++) b[i] = b[i - 1] + a[i];
  printf("kernels auto b[199] %d\n", b[N - 1]);
  return b[N - 1] != 39800;
}
