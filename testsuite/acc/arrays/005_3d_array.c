// A 3-D static array with collapse(3) and a sub-cube written via a 3-D section.
// expect-exit: 0
// expect-stdout:
// | 3d array 54152 c[1][2][3] -123 c[3][2][3] 323
#include <stdio.h>
#include <openacc.h>
#define X 6
#define Y 7
#define Z 8
int main(void) {
  static int c[X][Y][Z];
  #pragma acc parallel loop collapse(3) copyout(c)
  for (int i = 0; i < X; i++)
    for (int j = 0; j < Y; j++)
      for (int k = 0; k < Z; k++) c[i][j][k] = i * 100 + j * 10 + k;
  #pragma acc data copy(c[1:2][0:Y][0:Z])
  {
    #pragma acc parallel loop collapse(3)
    for (int i = 1; i < 3; i++)
      for (int j = 0; j < Y; j++)
        for (int k = 0; k < Z; k++) c[i][j][k] = -c[i][j][k];
  }
  long s = 0;
  for (int i = 0; i < X; i++) for (int j = 0; j < Y; j++) for (int k = 0; k < Z; k++) s += c[i][j][k];
  printf("3d array %ld c[1][2][3] %d c[3][2][3] %d\n", s, c[1][2][3], c[3][2][3]);
  return !(c[1][2][3] == -123 && c[3][2][3] == 323);
}
