// Seed 3.3 §8 E17 (spec §2.9.11, L2402-2412): parallel copy(x) reduction(+:x,y); local z;
// loop gang vector reduction(+:x,z); then y += z. x = I, y = 2*I; x may appear in both copy and
// reduction.
// expect-exit: 0
// expect-stdout:
// | E17 x 640 y 1280
#include <stdio.h>
#include <openacc.h>
#define I 640
int main(void) {
  int x = 0, y = 0;
  #pragma acc parallel copy(x) reduction(+:x,y)
  {
    int z = 0;
    #pragma acc loop gang vector reduction(+:x,z)
    for (int i = 0; i < I; ++i) {
      x += 1; z += 2;
    }
    y += z;
  }
  printf("E17 x %d y %d\n", x, y);
  return !(x == I && y == 2 * I);
}
