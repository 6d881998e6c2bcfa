// Seed 3.3 §8 E11 (spec §2.9.11, L2284-2293): parallel copy(x) + loop gang worker vector
// reduction(+:x). x = I.
// expect-exit: 0
// expect-stdout:
// | E11 x 1000 (I = 1000)
#include <stdio.h>
#include <openacc.h>
#define I 1000
int main(void) {
  int x = 0;
  #pragma acc parallel copy(x)
  {
    #pragma acc loop gang worker vector reduction(+:x)
    for (int i = 0; i < I; ++i)
      x += 1;
  }
  printf("E11 x %d (I = %d)\n", x, I);
  return x != I;
}
