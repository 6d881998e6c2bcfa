// collapse(2) with non-unit steps and variable bounds in both loops.
// expect-exit: 0
// expect-stdout:
// | collapse steps count 304 sum 13832
#include <stdio.h>
#include <openacc.h>
#define R 40
#define C 50
int main(void) {
  int a[R][C];
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) a[i][j] = 0;
  int r0 = 1, r1 = R - 1, c0 = 3, c1 = C;
  #pragma acc parallel loop collapse(2) copy(a)
  for (int i = r0; i < r1; i += 2)
    for (int j = c1 - 1; j >= c0; j -= 3) a[i][j] = i + j;
  long s = 0;
  int c = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) { s += a[i][j]; c += a[i][j] != 0; }
  printf("collapse steps count %d sum %ld\n", c, s);
  return 0;
}
