// A serial outer loop around a parallel for (a region per step), a for inside a parallel
// region inside a serial loop, and a collapse over a triangular-free rectangular nest with
// a reduction in the inner body.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | s 6092.386635 grid 1021500
#include <stdio.h>
#include <omp.h>

int main(void) {
  static double v[500];
  for (int i = 0; i < 500; i++)
    v[i] = 1.0;
  for (int step = 0; step < 20; step++) {
#pragma omp parallel for
    for (int i = 1; i < 499; i++)
      v[i] = v[i] * 1.01 + (i % 2);
  }
  double s = 0;
  for (int i = 0; i < 500; i++)
    s += v[i];
  long grid = 0;
  for (int rep = 0; rep < 3; rep++) {
#pragma omp parallel
    {
#pragma omp for collapse(2) reduction(+: grid)
      for (int i = 0; i < 30; i++)
        for (int j = 0; j < 40; j++)
          grid += i * j + rep;
    }
  }
  printf("s %.6f grid %ld\n", s, grid);
  return 0;
}
