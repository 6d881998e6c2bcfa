// depend(out/in/inout) orders sibling tasks (§2.13.9): a chain of updates of one variable
// runs in creation order, readers after the writer, and independent chains interleave
// freely; the results equal the serial ones.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | x 62 y 14 seen 31 32 76 steps 4
#include <stdio.h>
#include <omp.h>

int main(void) {
  long x = 1, y = 2;
  long seen[8];
  int steps = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(out: x)
    x = 3;
#pragma omp task depend(inout: x)
    x = x * 10 + 1;
#pragma omp task depend(inout: y)
    y = y * 7;
#pragma omp task depend(in: x)
    seen[0] = x;
#pragma omp task depend(in: x)
    seen[1] = x + 1;
#pragma omp task depend(inout: x)
    x = x * 2;
#pragma omp task depend(in: x, y) depend(out: steps)
    {
      seen[2] = x + y;
      steps = 3;
    }
#pragma omp task depend(inout: steps)
    steps += 1;
  }
  printf("x %ld y %ld seen %ld %ld %ld steps %d\n", x, y, seen[0], seen[1], seen[2], steps);
  return 0;
}
