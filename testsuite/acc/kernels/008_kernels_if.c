// kernels if(cond): identical results with the condition true and false.
// expect-exit: 0
// expect-stdout:
// | kernels if 14850 14850
#include <stdio.h>
#include <openacc.h>
#define N 100
static long go(int cond) {
  long a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc kernels if(cond) copy(a)
  {
    for (int i = 0; i < N; i++) a[i] *= 3;
    for (int i = 1; i < N; i++) a[i] += a[i - 1];
  }
  return a[N - 1];
}
int main(void) {
  long t = go(1), f = go(0);
  printf("kernels if %ld %ld\n", t, f);
  return !(t == f && t == 3L * 4950);
}
