// An orphaned loop directive in a function called from a parallel region (routine gang).
// expect-exit: 0
// expect-stdout:
// | orphaned loop 5988060
#include <stdio.h>
#include <openacc.h>
#define R 12
#define C 90
#pragma acc routine worker
static void fill_row(int *row, int n, int v) {
  #pragma acc loop worker
  for (int j = 0; j < n; j++) row[j] = v + j;
}
int main(void) {
  static int a[R][C];
  #pragma acc parallel loop gang copyout(a)
  for (int i = 0; i < R; i++) fill_row(a[i], C, i * 1000);
  long s = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) s += a[i][j];
  printf("orphaned loop %ld\n", s);
  return s != 90L * 66000 + 12L * 4005;
}
