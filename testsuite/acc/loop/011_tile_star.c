// tile(*, 16): the implementation picks the first tile size.
// expect-exit: 0
// expect-stdout:
// | tile star 6300.0
#include <stdio.h>
#include <openacc.h>
#define R 40
#define C 70
int main(void) {
  static double a[R][C];
  #pragma acc parallel loop tile(*, 16) copyout(a)
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) a[i][j] = i - 0.5 * j;
  double s = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) s += a[i][j];
  printf("tile star %.1f\n", s);
  return s != 6300.0;
}
