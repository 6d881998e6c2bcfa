// A scalar referenced in a parallel construct with no clause is firstprivate: writes to it in the
// region are not seen by the host.
// serial: differs (without -fopenacc the write in the region changes the host variable)
// expect-exit: 0
// expect-stdout:
// | host k 5 region k 15
#include <stdio.h>
#include <openacc.h>
int main(void) {
  int k = 5;
  int out[4] = {0, 0, 0, 0};
  #pragma acc parallel num_gangs(1) copy(out)
  {
    k = k + 10;
    out[0] = k;
  }
  printf("host k %d region k %d\n", k, out[0]);
  return !(k == 5 && out[0] == 15);
}
