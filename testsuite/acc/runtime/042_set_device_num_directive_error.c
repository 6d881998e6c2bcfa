// The set directive with a device number that does not exist (OpenACC 3.3 §2.14.3; the host
// device type has one device, number 0): a runtime error that names the directive and its
// line, as every other directive's runtime error does. It named acc_set_device_num, a
// routine the program never calls, and had no file:line.
// expect-from: hand (runtime error)
// expect-stderr-contains: 042_set_device_num_directive_error.c:24: set:
// expect-stderr-contains: host device number 5 does not exist
// expect-exit: 1
// expect-stdout:
// | device 0 selected sum 120
#include <stdio.h>
#include <openacc.h>

static int sum_on(int dev, const int *a, int n) {
  int s = 0;
  #pragma acc set device_type(host) device_num(dev)
  #pragma acc parallel loop reduction(+:s) copyin(a[0:n])
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

static void select_device(int dev, int use) {
  // Under if(use) the directive runs (and fails) only in the second call.
  #pragma acc set device_num(dev) if(use)
}

int main(void) {
  int a[16];
  for (int i = 0; i < 16; i++) a[i] = i;
  printf("device 0 selected sum %d\n", sum_on(0, a, 16));
  fflush(stdout);
  select_device(5, 0);
  select_device(5, 1);
  printf("device 5 selected\n");
  return 0;
}
