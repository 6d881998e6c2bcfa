// Pointer arithmetic inside a compute region on a malloc'd array (p + i, *(p + i), p[i]).
// expect-exit: 0
// expect-stdout:
// | pointer arithmetic swap -500.0 p[0] 1 p[1] 0
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
int main(void) {
  int n = 1000;
  double *p = malloc(n * sizeof *p);
  for (int i = 0; i < n; i++) p[i] = i;
  #pragma acc parallel loop copy(p[0:n])
  for (int i = 0; i < n - 1; i += 2) {
    double *q = p + i;
    double t = *q;
    *q = *(q + 1);
    q[1] = t;
  }
  double s = 0;
  for (int i = 0; i < n; i++) s += p[i] * (i % 2 ? 1 : -1);
  printf("pointer arithmetic swap %.1f p[0] %.0f p[1] %.0f\n", s, p[0], p[1]);
  free(p);
  return s != -500.0;
}
