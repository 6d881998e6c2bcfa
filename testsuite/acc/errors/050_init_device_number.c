// acc_init_device with a device number that does not exist: a runtime error that names
// acc_init_device, the routine the program called (OpenACC 3.3 §3.2.7; the host device type
// has one device, number 0). It named acc_set_device_num, which the program never calls
// (OpenACCV-V Tests/acc_init_device.F90 numbers its device 1).
// expect-from: hand (runtime error)
// expect-stderr-contains: acc_init_device: host device number 1 does not exist
// expect-exit: 1
// expect-stdout:
// | device 0 initialized
#include <stdio.h>
#include <openacc.h>

int main(void) {
  acc_init_device(0, acc_device_host);
  printf("device 0 initialized\n");
  fflush(stdout);
  acc_init_device(1, acc_device_host);
  printf("device 1 initialized\n");
  return 0;
}
