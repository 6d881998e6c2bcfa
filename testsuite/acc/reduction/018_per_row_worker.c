// Per-row sums: a worker reduction into a gang-private scalar, stored by each gang.
// expect-exit: 0
// expect-stdout:
// | per-row reductions total 7140 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 40
#define C 70
int main(void) {
  static int m[R][C];
  int rows[R];
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) m[i][j] = (i * j) % 7;
  #pragma acc parallel loop gang copyin(m) copyout(rows)
  for (int i = 0; i < R; i++) {
    int s = 0;
    #pragma acc loop worker vector reduction(+:s)
    for (int j = 0; j < C; j++) s += m[i][j];
    rows[i] = s;
  }
  int bad = 0;
  long tot = 0;
  for (int i = 0; i < R; i++) {
    int e = 0;
    for (int j = 0; j < C; j++) e += m[i][j];
    bad += rows[i] != e;
    tot += rows[i];
  }
  printf("per-row reductions total %ld bad %d\n", tot, bad);
  return bad != 0;
}
