// parallel if(cond): with a false condition the region runs on the local thread (acc_on_device
// host is true there) and data clauses are ignored; the result is the same either way.
// expect-exit: 0
// expect-stdout:
// | if(1) sum 98176, if(0) sum 98176, if(0) on host 1
#include <stdio.h>
#include <openacc.h>
#define N 256
static int run(int cond, int *onhost) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  int h = 0;
  #pragma acc parallel loop if(cond) copy(a) copyout(h)
  for (int i = 0; i < N; i++) {
    a[i] = a[i] * 3 + 1;
    if (i == 0) h = acc_on_device(acc_device_host);
  }
  *onhost = h;
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  return s;
}
int main(void) {
  int h0, h1;
  int s1 = run(1, &h1);
  int s0 = run(0, &h0);
  printf("if(1) sum %d, if(0) sum %d, if(0) on host %d\n", s1, s0, h0);
  return !(s0 == s1 && h0 == 1);
}
