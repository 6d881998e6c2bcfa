// Two consecutive vector loops in one gang loop, the second reading (reversed) what the first wrote, then a loop seq prefix sum and a third vector loop reading it.
// expect-exit: 0
// expect-stdout:
// | two vector loops sum 1225783907 p_last 38610 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 123
#define W 257
static int r[R][W], s[R][W], p[R][W], q[R][W];
int main(void) {
  #pragma acc parallel loop gang copyout(r, s, p, q)
  for (int i = 0; i < R; i++) {
    #pragma acc loop vector
    for (int j = 0; j < W; j++) r[i][j] = (i * 31 + j * 7) % 101;
    #pragma acc loop vector
    for (int j = 0; j < W; j++) s[i][j] = r[i][W - 1 - j] * 2 + r[i][(j + 1) % W];
    p[i][0] = s[i][0];
    #pragma acc loop seq
    for (int j = 1; j < W; j++) p[i][j] = p[i][j - 1] + s[i][j];
    #pragma acc loop vector
    for (int j = 0; j < W; j++) q[i][j] = p[i][W - 1 - j] - p[i][j];
  }
  int bad = 0;
  long sum = 0;
  static int er[W], es[W], ep[W];
  for (int i = 0; i < R; i++) {
    for (int j = 0; j < W; j++) er[j] = (i * 31 + j * 7) % 101;
    for (int j = 0; j < W; j++) es[j] = er[W - 1 - j] * 2 + er[(j + 1) % W];
    ep[0] = es[0];
    for (int j = 1; j < W; j++) ep[j] = ep[j - 1] + es[j];
    for (int j = 0; j < W; j++) {
      bad += (r[i][j] != er[j]) + (s[i][j] != es[j]) + (p[i][j] != ep[j]) + (q[i][j] != ep[W - 1 - j] - ep[j]);
      sum += s[i][j] + p[i][j] + (q[i][j] > 0 ? q[i][j] : -q[i][j]);
    }
  }
  printf("two vector loops sum %ld p_last %d bad %d\n", sum, p[R - 1][W - 1], bad);
  return bad != 0;
}
