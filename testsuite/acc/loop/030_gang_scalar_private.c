// The sparse matrix-vector pattern of NAS CG: a scalar set at the top of each gang-loop
// iteration, reduced by an inner vector loop and stored, never read across iterations. It is
// private to the gang-loop iteration (nvc privatizes it); one shared copy would let gangs
// overwrite each other's partial sums.
// remark: loop at 21:13: sum privatized (set before it is read in every iteration
// expect-exit: 0
// expect-stdout:
// | PASS wrong rows: 0 of 1000
#include <stdio.h>

#define ROWS 1000
#define COLS 64
static double a[ROWS][COLS], q[ROWS];

int main(void) {
  double sum = 0.0;
  for (int i = 0; i < ROWS; i++)
    for (int k = 0; k < COLS; k++) a[i][k] = 1.0 + (k % 3) + (i % 5);
  #pragma acc parallel num_gangs(ROWS) copyin(a) copyout(q)
  {
    #pragma acc loop gang
    for (int i = 0; i < ROWS; i++) {
      sum = 0.0;
      #pragma acc loop vector reduction(+:sum)
      for (int k = 0; k < COLS; k++) sum += a[i][k];
      q[i] = sum;
    }
  }
  int bad = 0;
  for (int i = 0; i < ROWS; i++) bad += q[i] != 127.0 + 64.0 * (i % 5);
  printf("%s wrong rows: %d of %d\n", bad ? "FAIL" : "PASS", bad, ROWS);
  return bad != 0;
}
