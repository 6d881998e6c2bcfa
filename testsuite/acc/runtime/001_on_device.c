// acc_on_device: true for acc_device_host outside compute regions; inside a region exactly one
// of host / not_host holds; with if(0) the region runs on the host.
// expect-exit: 0
// expect-stdout:
// | on_device outside 1 inside one_of 1 if(0) host 1
#include <stdio.h>
#include <openacc.h>
int main(void) {
  int outside = acc_on_device(acc_device_host);
  int one_of[1] = {0}, fallback[1] = {0};
  #pragma acc parallel num_gangs(1) copy(one_of)
  one_of[0] = (acc_on_device(acc_device_host) != 0) + (acc_on_device(acc_device_not_host) != 0);
  int no = 0;
  #pragma acc parallel num_gangs(1) copy(fallback) if(no)
  fallback[0] = acc_on_device(acc_device_host) != 0;
  printf("on_device outside %d inside one_of %d if(0) host %d\n", outside != 0, one_of[0], fallback[0]);
  return !(outside && one_of[0] == 1 && fallback[0] == 1);
}
