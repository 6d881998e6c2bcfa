// Tasks that use variables of the creating function's frame through shared, with taskwait
// before the function returns (the frame lives until the tasks end); results through
// pointers to the caller's data.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | n=100: 328350
// | n=200: 2646700
// | n=300: 8955050
// | n=400: 21253400
// | n=500: 41541750
#include <stdio.h>
#include <omp.h>

static void compute(int n, long *out) {
  long partial[4] = {0, 0, 0, 0};
  for (int q = 0; q < 4; q++) {
#pragma omp task shared(partial)
    for (int i = q; i < n; i += 4)
      partial[q] += (long)i * i;
  }
#pragma omp taskwait
  *out = partial[0] + partial[1] + partial[2] + partial[3];
}

int main(void) {
  long r[5];
#pragma omp parallel
#pragma omp single
  for (int k = 0; k < 5; k++) {
#pragma omp task
    compute(100 * (k + 1), &r[k]);
  }
  for (int k = 0; k < 5; k++)
    printf("n=%d: %ld\n", 100 * (k + 1), r[k]);
  return 0;
}
