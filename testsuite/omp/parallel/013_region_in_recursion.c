// A parallel region in a recursive function (each level a new region, nested levels
// serialized by the default max-active-levels), results combined up the recursion.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 30450 28400
#include <stdio.h>
#include <omp.h>

static long work(int depth, long base) {
  long s = 0;
#pragma omp parallel for reduction(+: s)
  for (int i = 0; i < 100; i++)
    s += base + i;
  if (depth == 0)
    return s;
  return s + work(depth - 1, base * 2 + 1);
}

int main(void) {
  long r = 0;
#pragma omp parallel
#pragma omp single
  r = work(4, 1);
  long r2 = work(3, 5);
  printf("%ld %ld\n", r, r2);
  return 0;
}
