// collapse(2) over a rectangular nest.
// expect-exit: 0
// expect-stdout:
// | collapse2 2760940 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 37
#define C 41
int main(void) {
  int a[R][C];
  #pragma acc parallel loop collapse(2) copyout(a)
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) a[i][j] = i * 100 + j;
  int bad = 0;
  long s = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) { bad += a[i][j] != i * 100 + j; s += a[i][j]; }
  printf("collapse2 %ld bad %d\n", s, bad);
  return bad != 0;
}
