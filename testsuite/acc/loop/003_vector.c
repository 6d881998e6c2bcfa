// loop vector nested in loop gang; the vector loop reads a gang-invariant value.
// expect-exit: 0
// expect-stdout:
// | vector loop total 58286.4688 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 10
#define C 200
int main(void) {
  float a[R][C], rowscale[R];
  for (int i = 0; i < R; i++) rowscale[i] = 1.0f / (i + 1);
  #pragma acc parallel copyin(rowscale) copyout(a)
  {
    #pragma acc loop gang
    for (int i = 0; i < R; i++) {
      float s = rowscale[i];
      #pragma acc loop vector
      for (int j = 0; j < C; j++) a[i][j] = s * j;
    }
  }
  int bad = 0;
  double t = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) { bad += a[i][j] != rowscale[i] * j; t += a[i][j]; }
  printf("vector loop total %.4f bad %d\n", t, bad);
  return bad != 0;
}
