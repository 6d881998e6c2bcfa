// update self(a[0:n]) of absent data without if_present: a runtime error naming the variable
// and the directive's line, exit status 1 (OpenACC 3.3 §2.14.4). Data in shared memory needs no
// action, so only the discrete configuration checks it.
// expect-from: hand (runtime error)
// acc-configs: discrete
// expect-stderr-contains: 002_update_self_absent.c:20:
// expect-stderr-contains: variable 'b'
// expect-stderr-contains: is not present on the device
// expect-exit: 1
// expect-stdout:
// | with if_present 0
#include <stdio.h>
int main(void) {
  int n = 8;
  double b[8];
  for (int i = 0; i < n; i++) b[i] = i;
#pragma acc update self(b[0:n]) if_present
  printf("with if_present %g\n", b[0]);
  fflush(stdout);
#pragma acc update self(b[0:n])
  printf("not reached\n");
  return 0;
}
