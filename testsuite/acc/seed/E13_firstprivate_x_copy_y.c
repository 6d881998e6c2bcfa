// Seed 3.3 §8 E13 (spec §2.9.11, L2317-2337): parallel firstprivate(x) copy(y); seq, worker and
// vector loops each reduction(+:x,y). Stated: host x = 0, y = 3*I*2. Per seed §10.10 the stated
// y holds only with one gang, so num_gangs(1) is added.
// serial: differs (without -fopenacc x is not firstprivate and ends at 3*I)
// expect-exit: 0
// expect-stdout:
// | E13 x 0 y 600 (3*I*2 = 600)
#include <stdio.h>
#include <openacc.h>
#define I 100
int main(void) {
  int x = 0, y = 0;
  #pragma acc parallel num_gangs(1) firstprivate(x) copy(y)
  {
    #pragma acc loop seq reduction(+:x,y)
    for (int i = 0; i < I; ++i) {
      x += 1; y += 2;
    }
    #pragma acc loop worker reduction(+:x,y)
    for (int i = 0; i < I; ++i) {
      x += 1; y += 2;
    }
    #pragma acc loop vector reduction(+:x,y)
    for (int i = 0; i < I; ++i) {
      x += 1; y += 2;
    }
  }
  printf("E13 x %d y %d (3*I*2 = %d)\n", x, y, 3 * I * 2);
  return !(x == 0 && y == 3 * I * 2);
}
