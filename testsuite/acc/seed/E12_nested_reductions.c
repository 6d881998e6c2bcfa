// Seed 3.3 §8 E12 (spec §2.9.11, L2297-2313): nested gang / worker / vector loops, each with
// reduction(+:x). x = I * J * K.
// expect-exit: 0
// expect-stdout:
// | E12 x 6000 (I*J*K = 6000)
#include <stdio.h>
#include <openacc.h>
#define I 10
#define J 20
#define K 30
int main(void) {
  int x = 0;
  #pragma acc parallel copy(x)
  {
    #pragma acc loop gang reduction(+:x)
    for (int i = 0; i < I; ++i) {
      #pragma acc loop worker reduction(+:x)
      for (int j = 0; j < J; ++j) {
        #pragma acc loop vector reduction(+:x)
        for (int k = 0; k < K; ++k) {
          x += 1;
        }
      }
    }
  }
  printf("E12 x %d (I*J*K = %d)\n", x, I * J * K);
  return x != I * J * K;
}
