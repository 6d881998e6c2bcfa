// acc_get_num_devices: at least one host device; acc_device_none has none.
// expect-exit: 0
// expect-stdout:
// | host devices >= 1: 1, none devices: 0
#include <stdio.h>
#include <openacc.h>
int main(void) {
  int host = acc_get_num_devices(acc_device_host);
  int none = acc_get_num_devices(acc_device_none);
  printf("host devices >= 1: %d, none devices: %d\n", host >= 1, none);
  return !(host >= 1 && none == 0);
}
