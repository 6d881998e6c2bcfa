// Pointer sections p[lo:len] in data clauses, with an offset pointer passed to a function.
// expect-exit: 0
// expect-stdout:
// | pointer sections 210 p[9] 0 p[10] 1 p[25] 6 p[60] 3 p[90] 0
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
static void add(int *v, int lo, int len, int d) {
  #pragma acc parallel loop present(v[lo:len])
  for (int i = lo; i < lo + len; i++) v[i] += d;
}
int main(void) {
  int n = 100;
  int *p = malloc(n * sizeof *p);
  for (int i = 0; i < n; i++) p[i] = 0;
  #pragma acc data copy(p[10:80])
  {
    add(p, 10, 80, 1);
    add(p, 20, 10, 5);
    add(p + 50, 0, 40, 2);
  }
  long s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  printf("pointer sections %ld p[9] %d p[10] %d p[25] %d p[60] %d p[90] %d\n", s, p[9], p[10], p[25], p[60], p[90]);
  free(p);
  return s != 80 + 50 + 80;
}
