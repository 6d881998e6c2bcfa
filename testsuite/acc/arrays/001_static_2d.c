// A static 2-D array double a[N][M] copied whole and updated with collapse(2).
// expect-exit: 0
// expect-stdout:
// | static 2d 7554700.0 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 30
#define M 40
double a[N][M], b[N][M];
int main(void) {
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) a[i][j] = i * M + j;
  #pragma acc parallel loop collapse(2) copyin(a) copyout(b)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) b[i][j] = a[N - 1 - i][M - 1 - j];
  double s = 0;
  int bad = 0;
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) { s += b[i][j] * (i + 1); bad += b[i][j] != a[N - 1 - i][M - 1 - j]; }
  printf("static 2d %.1f bad %d\n", s, bad);
  return bad != 0;
}
