// The init, set and shutdown directives.
// expect-exit: 0
// expect-stdout:
// | init/set/shutdown directives host 1 sum 992
#include <stdio.h>
#include <openacc.h>
#define N 32
int main(void) {
  #pragma acc init device_type(host)
  #pragma acc set device_type(host)
  #pragma acc set device_num(0)
  int t = acc_get_device_type() == acc_device_host;
  int a[N];
  #pragma acc parallel loop copyout(a)
  for (int i = 0; i < N; i++) a[i] = 2 * i;
  #pragma acc shutdown device_type(host)
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("init/set/shutdown directives host %d sum %d\n", t, s);
  return !(t && s == 992);
}
