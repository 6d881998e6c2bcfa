// A typical "device-resident arrays" pattern: malloc'd arrays entered once, used by many
// compute regions, results fetched with update self, deleted at the end.
// expect-exit: 0
// expect-stdout:
// | malloc arrays 225000.0
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
int main(void) {
  int n = 5000;
  double *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < n; i++) { x[i] = 1.0; y[i] = 0.0; }
  #pragma acc enter data copyin(x[0:n], y[0:n])
  for (int it = 0; it < 10; it++) {
    #pragma acc parallel loop present(x[0:n], y[0:n])
    for (int i = 0; i < n; i++) y[i] += x[i] * it;
  }
  #pragma acc update self(y[0:n])
  #pragma acc exit data delete(x[0:n], y[0:n])
  double s = 0;
  for (int i = 0; i < n; i++) s += y[i];
  printf("malloc arrays %.1f\n", s);
  free(x); free(y);
  return s != 45.0 * n;
}
