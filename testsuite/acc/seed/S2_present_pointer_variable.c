// Seed 1.2 §7 S2 A.3.1: `void test(int n){ float* p; ... #pragma acc data present(p) ... }`:
// present(p) refers to the pointer variable itself, not to p[0]; here the pointer variable is
// put on the device first (enter data copyin(p)) and nothing dereferences it on the device.
// expect-exit: 0
// expect-stdout:
// | S2 present(p) on the pointer variable: 1
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
static int test(int n) {
  float *p = malloc(n * sizeof(float));
  int ok = 0;
  #pragma acc enter data copyin(p)
  #pragma acc data present(p)
  {
    ok = acc_is_present(&p, sizeof p);
  }
  #pragma acc exit data delete(p)
  free(p);
  return ok;
}
int main(void) {
  int ok = test(8);
  printf("S2 present(p) on the pointer variable: %d\n", ok);
  return !ok;
}
