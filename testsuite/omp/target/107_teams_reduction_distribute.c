// teams with a reduction around distribute parallel for loops and code outside them: each
// team's partial result, a second distribute loop in the same teams region reading the
// first's output, and omp_get_num_teams-independent results; in a function with pointers.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | total 27000.0 b[13] 6.0
#include <stdio.h>
#include <stdlib.h>

static double two_phase(double *a, double *b, int n) {
  double total = 0.0;
#pragma omp target teams num_teams(8) map(to: a[0:n]) map(tofrom: b[0:n]) reduction(+: total)
  {
#pragma omp distribute parallel for
    for (int i = 0; i < n; i++) b[i] = a[i] * 2.0;
#pragma omp distribute parallel for reduction(+: total)
    for (int i = 0; i < n; i++) total += b[i];
  }
  return total;
}

int main(void) {
  int n = 3000;
  double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    a[i] = i % 10;
    b[i] = 0;
  }
  double t = two_phase(a, b, n);
  printf("total %.1f b[13] %.1f\n", t, b[13]);
  free(a);
  free(b);
  return 0;
}
