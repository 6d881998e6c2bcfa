// copyprivate of a threadprivate variable and of a loop-carried value: each step one
// thread decides the next value and every thread continues with it.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | all threads agree: 0
#include <stdio.h>
#include <omp.h>

static int tp_seed;
#pragma omp threadprivate(tp_seed)

int main(void) {
  int agree = 1;
#pragma omp parallel reduction(&&: agree)
  {
    long x = 1;
    for (int step = 0; step < 10; step++) {
#pragma omp single copyprivate(x, tp_seed)
      {
        x = x * 3 + step;
        tp_seed = (int)(x % 1000);
      }
      agree = agree && tp_seed == (int)(x % 1000);
    }
    agree = agree && x == 88562;
  }
  printf("all threads agree: %d\n", agree);
  return 0;
}
