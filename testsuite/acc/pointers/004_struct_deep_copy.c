// Deep copy of a struct with pointer members: enter data of the struct, then of each member's
// data (attached automatically), compute, copy the members out, delete the struct.
// expect-exit: 0
// expect-stdout:
// | struct deep copy 62375.0 flags 299
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
struct mesh { int n; double *x; int *flag; };
int main(void) {
  struct mesh m;
  m.n = 500;
  m.x = malloc(m.n * sizeof(double));
  m.flag = malloc(m.n * sizeof(int));
  for (int i = 0; i < m.n; i++) { m.x[i] = i; m.flag[i] = 0; }
  #pragma acc enter data copyin(m)
  #pragma acc enter data copyin(m.x[0:m.n]) create(m.flag[0:m.n])
  #pragma acc parallel loop present(m)
  for (int i = 0; i < m.n; i++) { m.x[i] = m.x[i] * 0.5; m.flag[i] = m.x[i] > 100.0; }
  #pragma acc exit data copyout(m.x[0:m.n], m.flag[0:m.n])
  #pragma acc exit data delete(m)
  double s = 0;
  int f = 0;
  for (int i = 0; i < m.n; i++) { s += m.x[i]; f += m.flag[i]; }
  printf("struct deep copy %.1f flags %d\n", s, f);
  free(m.x); free(m.flag);
  return !(s == 62375.0 && f == 299);
}
