// A scalar sum in kernels without a reduction clause: the scalar is copied back (kernels
// scalars are implicitly copy) and the compiler must detect the reduction or serialise.
// expect-exit: 0
// expect-stdout:
// | kernels implicit sum 57345
#include <stdio.h>
#include <openacc.h>
#define N 4096
int main(void) {
  static int a[N];
  for (int i = 0; i < N; i++) a[i] = (i * 13) % 29;
  long sum = 0;
  #pragma acc kernels copyin(a)
  for (int i = 0; i < N; i++) sum += a[i];
  long e = 0;
  for (int i = 0; i < N; i++) e += a[i];
  printf("kernels implicit sum %ld\n", sum);
  return sum != e;
}
