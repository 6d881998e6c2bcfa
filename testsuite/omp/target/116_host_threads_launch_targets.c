// Host threads that each launch their own target regions (OpenMP 4.5 §2.10.4: a target
// construct encountered by any thread): a parallel for over blocks whose body maps its block
// and runs a combined construct on it, as applications overlap independent work; and target
// tasks created in a single region with nowait, waited for with taskwait.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | after the host threads' kernels: sum 850000.0
// | after the target tasks: sum 810000.0
#include <stdio.h>
#include <stdlib.h>

#define BLOCKS 8
#define LEN 5000

static void process(double *p, int len, double f) {
#pragma omp target teams distribute parallel for map(tofrom: p[0:len])
  for (int i = 0; i < len; i++) p[i] = p[i] * f + 1.0;
}

int main(void) {
  double *a = malloc(BLOCKS * LEN * sizeof(double));
  for (int i = 0; i < BLOCKS * LEN; i++) a[i] = i % 10;
#pragma omp parallel for schedule(dynamic, 1)
  for (int b = 0; b < BLOCKS; b++) process(a + b * LEN, LEN, (double)(b + 1));
  double s = 0;
  for (int i = 0; i < BLOCKS * LEN; i++) s += a[i];
  printf("after the host threads' kernels: sum %.1f\n", s);
#pragma omp parallel
#pragma omp single
  {
    for (int b = 0; b < BLOCKS; b++) {
      double *p = a + b * LEN;
#pragma omp target teams distribute parallel for map(tofrom: p[0:LEN]) nowait
      for (int i = 0; i < LEN; i++) p[i] -= 1.0;
    }
#pragma omp taskwait
  }
  s = 0;
  for (int i = 0; i < BLOCKS * LEN; i++) s += a[i];
  printf("after the target tasks: sum %.1f\n", s);
  free(a);
  return 0;
}
