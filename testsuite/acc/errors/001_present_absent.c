// present(a[0:n]) of data that no construct made present: a runtime error naming the variable
// and the directive's line, exit status 1 (OpenACC 3.3 §2.7.5, acc_error_not_present). Data in
// shared memory needs no action (§2.7.5), so only the discrete configuration checks it.
// expect-from: hand (runtime error)
// acc-configs: discrete
// expect-stderr-contains: 001_present_absent.c:18:
// expect-stderr-contains: variable 'a'
// expect-stderr-contains: is not present on the device
// expect-exit: 1
// expect-stdout:
// | before
#include <stdio.h>
int main(void) {
  float a[16];
  for (int i = 0; i < 16; i++) a[i] = i;
  printf("before\n");
  fflush(stdout);
#pragma acc parallel loop present(a[0:16])
  for (int i = 0; i < 16; i++) a[i] += 1;
  printf("not reached\n");
  return 0;
}
