// The init directive with a device number that does not exist, after init/shutdown
// directives that succeed (OpenACC 3.3 §2.14.1, §2.14.2): the error names the init
// directive and its line, not acc_init_device.
// expect-from: hand (runtime error)
// expect-stderr-contains: 043_init_shutdown_directive_errors.c:17: init:
// expect-stderr-contains: host device number 3 does not exist
// expect-exit: 1
// expect-stdout:
// | host initialized and shut down
#include <stdio.h>
#include <openacc.h>

static void start(int num) {
  if (num == 0) {
    #pragma acc init device_type(host)
  }
  #pragma acc init device_type(host) device_num(num)
}

int main(void) {
  start(0);
  #pragma acc shutdown device_type(host)
  printf("host initialized and shut down\n");
  fflush(stdout);
  start(3);
  printf("device 3 initialized\n");
  return 0;
}
