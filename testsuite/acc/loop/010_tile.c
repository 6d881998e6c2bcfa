// tile(8,4) on a matrix transpose.
// expect-exit: 0
// expect-stdout:
// | tile transpose t[26][44] 44026 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 45
#define C 27
int main(void) {
  static int a[R][C], t[C][R];
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) a[i][j] = i * 1000 + j;
  #pragma acc parallel loop tile(8, 4) copyin(a) copyout(t)
  for (int j = 0; j < C; j++)
    for (int i = 0; i < R; i++) t[j][i] = a[i][j];
  int bad = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) bad += t[j][i] != a[i][j];
  printf("tile transpose t[26][44] %d bad %d\n", t[C - 1][R - 1], bad);
  return bad != 0;
}
