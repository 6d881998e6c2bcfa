// cache of a row section inside a gang loop over a 2-D array.
// expect-exit: 0
// expect-stdout:
// | cache row 79872.0
#include <stdio.h>
#include <openacc.h>
#define R 16
#define C 64
int main(void) {
  static float m[R][C], out[R][C];
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) m[i][j] = (float)(i + j);
  #pragma acc parallel loop gang copyin(m) copyout(out)
  for (int i = 0; i < R; i++) {
    #pragma acc loop vector
    for (int j = 0; j < C; j++) {
      #pragma acc cache(m[i][0:C])
      out[i][j] = m[i][j] + m[i][C - 1 - j];
    }
  }
  double s = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) s += out[i][j];
  printf("cache row %.1f\n", s);
  return s != 2.0 * (C * 120 + R * 2016);
}
