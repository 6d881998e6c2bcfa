// Loops with nowait whose iterations touch disjoint data, so no barrier is needed between
// them, followed by an explicit barrier and a loop that reads everything.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | total 1999000
#include <stdio.h>
#include <omp.h>

#define N 1000

int main(void) {
  static int a[N], b[N], c[N];
  long total = 0;
#pragma omp parallel
  {
#pragma omp for nowait schedule(static)
    for (int i = 0; i < N; i++)
      a[i] = i;
#pragma omp for nowait schedule(dynamic, 50)
    for (int i = 0; i < N; i++)
      b[i] = 2 * i;
#pragma omp for nowait schedule(static)
    for (int i = 0; i < N; i++)
      c[i] = a[i] + 1;
#pragma omp barrier
#pragma omp for reduction(+: total)
    for (int i = 0; i < N; i++)
      total += a[i] + b[N - 1 - i] + c[i];
  }
  printf("total %ld\n", total);
  return 0;
}
