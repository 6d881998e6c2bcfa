// serial if(cond): same result when the condition is false (runs on the host).
// expect-exit: 0
// expect-stdout:
// | serial if true 2080 false 2080
#include <stdio.h>
#include <openacc.h>
#define N 64
static int go(int cond) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = N - i;
  #pragma acc serial if(cond) copy(a)
  {
    for (int i = 1; i < N; i++) a[i] += a[i - 1];
  }
  return a[N - 1];
}
int main(void) {
  int t = go(1), f = go(0);
  printf("serial if true %d false %d\n", t, f);
  return !(t == f && t == N * (N + 1) / 2);
}
