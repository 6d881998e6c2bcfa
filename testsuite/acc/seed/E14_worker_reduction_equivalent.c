// Seed 3.3 §8 E14a/E14b (spec §2.9.11, L2342-2359): `parallel loop worker reduction(+:x)` and
// `parallel copy(x)` + `loop worker reduction(+:x)` are equivalent: x = I in both.
// expect-exit: 0
// expect-stdout:
// | E14a x 777 E14b x 777
#include <stdio.h>
#include <openacc.h>
#define I 777
int main(void) {
  int x = 0;
  #pragma acc parallel loop worker reduction(+:x)
  for (int i = 0; i < I; ++i) {
    x += 1;
  }
  int x2 = 0;
  #pragma acc parallel copy(x2)
  {
    #pragma acc loop worker reduction(+:x2)
    for (int i = 0; i < I; ++i) {
      x2 += 1;
    }
  }
  printf("E14a x %d E14b x %d\n", x, x2);
  return !(x == I && x2 == I);
}
