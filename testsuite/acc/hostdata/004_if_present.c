// host_data use_device(p) if_present: an absent pointer keeps its host address; a present one
// maps to the device address (whose host address is the original).
// expect-exit: 0
// expect-stdout:
// | host_data if_present absent 1 present 1
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
int main(void) {
  int n = 16;
  int *p = malloc(n * sizeof(int));
  int *orig = p;
  int absent_same = 0, present_ok = 0;
  #pragma acc host_data use_device(p) if_present
  {
    absent_same = (p == orig);
  }
  #pragma acc enter data create(p[0:n])
  #pragma acc host_data use_device(p) if_present
  {
    present_ok = acc_hostptr(p) == (void *)orig;
  }
  #pragma acc exit data delete(p[0:n])
  printf("host_data if_present absent %d present %d\n", absent_same, present_ok);
  free(orig);
  return !(absent_same && present_ok);
}
