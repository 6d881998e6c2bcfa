// routine worker with loop worker vector, called from a gang loop.
// expect-exit: 0
// expect-stdout:
// | routine worker 20876400
#include <stdio.h>
#include <openacc.h>
#define R 12
#define C 300
#pragma acc routine worker
static void row_prefix_free(int *row, int n, int base) {
  #pragma acc loop worker vector
  for (int j = 0; j < n; j++) row[j] = base + j * 2;
}
int main(void) {
  static int m[R][C];
  #pragma acc parallel loop gang copyout(m)
  for (int i = 0; i < R; i++) row_prefix_free(m[i], C, i * 1000);
  long s = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) s += m[i][j];
  printf("routine worker %ld\n", s);
  return s != 300L * 66000 + 12L * 89700;
}
