// acc_set_device_type(acc_device_host) then acc_get_device_type and acc_get_device_num.
// expect-exit: 0
// expect-stdout:
// | device type host 1 num 0 region on host sum 4950
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  acc_set_device_type(acc_device_host);
  int is_host = acc_get_device_type() == acc_device_host;
  int num = acc_get_device_num(acc_device_host);
  int a[N];
  #pragma acc parallel loop copyout(a)
  for (int i = 0; i < N; i++) a[i] = acc_on_device(acc_device_host) ? i : -1;
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("device type host %d num %d region on host sum %d\n", is_host, num, s);
  return !(is_host && num == 0 && s == 4950);
}
