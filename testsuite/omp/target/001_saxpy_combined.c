// target teams distribute parallel for with map clauses of array sections, in a function
// taking pointers (the application style), and a reduction on the combined construct.
// args: -fopenmp
// remark: loop at 15:9: iterations shared by the threads of a gang on the GPU (vector)
// remark: parallel: kernel saxpy.acc.0 launched (4 arguments); data: copyin(x[*:*]) copy(y[*:*])
// remark: loop reduction(+:s): private partial results combined at the end of the loop
// expect-exit: 0
// expect-stdout:
// | saxpy wrong elements: 0
// | sum: 10000000.0
#include <stdio.h>
#include <stdlib.h>

static void saxpy(int n, float a, const float *x, float *y) {
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

static double sum(int n, const float *y) {
  double s = 0;
#pragma omp target teams distribute parallel for simd reduction(+:s) map(to: y[0:n]) map(tofrom: s)
  for (int i = 0; i < n; i++)
    s += y[i];
  return s;
}

int main(void) {
  int n = 100000;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < n; i++) { x[i] = i % 100; y[i] = 1; }
  saxpy(n, 2.0f, x, y);
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (y[i] != 2.0f * (i % 100) + 1) bad++;
  printf("saxpy wrong elements: %d\n", bad);
  printf("sum: %.1f\n", sum(n, y));
  free(x); free(y);
  return bad != 0;
}
