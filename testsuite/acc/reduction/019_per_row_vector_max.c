// Per-row maximum with a vector reduction(max) on doubles.
// expect-exit: 0
// expect-stdout:
// | per-row max sum 900.0 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 25
#define C 129
int main(void) {
  static double m[R][C];
  double rmax[R];
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) m[i][j] = ((i * 31 + j * 17) % 97) * 0.5 - i;
  #pragma acc parallel loop gang copyin(m) copyout(rmax)
  for (int i = 0; i < R; i++) {
    double mx = -1e30;
    #pragma acc loop vector reduction(max:mx)
    for (int j = 0; j < C; j++) mx = m[i][j] > mx ? m[i][j] : mx;
    rmax[i] = mx;
  }
  double s = 0;
  int bad = 0;
  for (int i = 0; i < R; i++) {
    double e = -1e30;
    for (int j = 0; j < C; j++) if (m[i][j] > e) e = m[i][j];
    bad += rmax[i] != e;
    s += rmax[i];
  }
  printf("per-row max sum %.1f bad %d\n", s, bad);
  return bad != 0;
}
