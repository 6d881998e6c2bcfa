// copyin takes the primary thread's current value of a threadprivate variable each time a
// region starts, also after the primary changed it between regions.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | mismatches 0 primary level -1
#include <stdio.h>
#include <omp.h>

static int level;
static double factor;
#pragma omp threadprivate(level, factor)

int main(void) {
  int mismatches = 0;
  for (int r = 1; r <= 4; r++) {
    level = r * 10;
    factor = r * 0.5;
#pragma omp parallel copyin(level, factor) reduction(+: mismatches)
    {
      mismatches += level != r * 10 || factor != r * 0.5;
      level = -1;
    }
  }
  printf("mismatches %d primary level %d\n", mismatches, level);
  return 0;
}
