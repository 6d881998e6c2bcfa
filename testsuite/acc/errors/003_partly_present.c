// enter data copyin(a[0:10]) then present(a[5:10]): the section is only partly present, a
// runtime error naming the variable and the directive's line, exit status 1 (OpenACC 3.3
// §2.7.5, acc_error_partly_present). Data in shared memory needs no action, so only the
// discrete configuration checks it.
// expect-from: hand (runtime error)
// acc-configs: discrete
// expect-stderr-contains: 003_partly_present.c:22:
// expect-stderr-contains: variable 'a'
// expect-stderr-contains: is partly present on the device
// expect-exit: 1
// expect-stdout:
// | entered 10
#include <stdio.h>
int main(void) {
  int a[20];
  for (int i = 0; i < 20; i++) a[i] = i;
#pragma acc enter data copyin(a[0:10])
#pragma acc parallel loop present(a[0:10])
  for (int i = 0; i < 10; i++) a[i] += 1;
  printf("entered %d\n", 10);
  fflush(stdout);
#pragma acc parallel loop present(a[5:10])
  for (int i = 5; i < 15; i++) a[i] += 1;
  printf("not reached\n");
  return 0;
}
