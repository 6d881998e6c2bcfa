// kernels async(q) and acc_wait(q).
// expect-exit: 0
// expect-stdout:
// | kernels async 85333200
#include <stdio.h>
#include <openacc.h>
#define N 800
int main(void) {
  static int a[N], b[N];
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc kernels async(5) copyin(a) copyout(b)
  for (int i = 0; i < N; i++) b[i] = a[N - 1 - i] + 1;
  acc_wait(5);
  long s = 0;
  for (int i = 0; i < N; i++) s += (long)b[i] * i;
  printf("kernels async %ld\n", s);
  long e = 0;
  for (int i = 0; i < N; i++) e += (long)(N - i) * i;
  return s != e;
}
