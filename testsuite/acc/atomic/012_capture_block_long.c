// atomic capture, block forms, on long: every captured value of a counter shared by all
// iterations appears exactly once, and the final counter value is exact.
// expect-exit: 0
// expect-stdout:
// | atomic capture block long: 512 512 256 256 256 256 256 256 256 256 0 0 0 0 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 256
#define K 14
int main(void) {
  static long cap[K][N];
  long x0 = 0, x1 = 0, x2 = 0, x3 = 0, x4 = 0, x5 = 0, x6 = 0, x7 = 0, x8 = 0, x9 = 0, x10 = N, x11 = N, x12 = N, x13 = N;
  #pragma acc parallel loop copy(x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13) copyout(cap)
  for (int i = 0; i < N; i++) {
    long v;
    #pragma acc atomic capture
    { v = x0; x0 += 2; }
    cap[0][i] = v;
    #pragma acc atomic capture
    { x1 += 2; v = x1; }
    cap[1][i] = v;
    #pragma acc atomic capture
    { v = x2; x2 = x2 + 1; }
    cap[2][i] = v;
    #pragma acc atomic capture
    { v = x3; x3 = 1 + x3; }
    cap[3][i] = v;
    #pragma acc atomic capture
    { x4 = x4 + 1; v = x4; }
    cap[4][i] = v;
    #pragma acc atomic capture
    { x5 = 1 + x5; v = x5; }
    cap[5][i] = v;
    #pragma acc atomic capture
    { v = x6; x6++; }
    cap[6][i] = v;
    #pragma acc atomic capture
    { v = x7; ++x7; }
    cap[7][i] = v;
    #pragma acc atomic capture
    { ++x8; v = x8; }
    cap[8][i] = v;
    #pragma acc atomic capture
    { x9++; v = x9; }
    cap[9][i] = v;
    #pragma acc atomic capture
    { v = x10; x10--; }
    cap[10][i] = v;
    #pragma acc atomic capture
    { --x11; v = x11; }
    cap[11][i] = v;
    #pragma acc atomic capture
    { v = x12; x12 -= 1; }
    cap[12][i] = v;
    #pragma acc atomic capture
    { x13 -= 1; v = x13; }
    cap[13][i] = v;
  }
  int bad = 0;
  static const long start[K] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, N, N, N, N};
  static const long delta[K] = {2, 2, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1};
  static const int pre[K] = {1, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 0, 1, 0};
  long fin[K] = {x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13};
  for (int k = 0; k < K; k++) {
    static char seen[N];
    for (int i = 0; i < N; i++) seen[i] = 0;
    for (int i = 0; i < N; i++) {
      /* captured value = start + delta * (j + (pre ? 0 : 1)) for a unique j in [0, N) */
      long j = ((long)cap[k][i] - start[k]) / delta[k] - (pre[k] ? 0 : 1);
      if (j < 0 || j >= N || (long)cap[k][i] != start[k] + delta[k] * (j + (pre[k] ? 0 : 1)) || seen[j]) bad++;
      else seen[j] = 1;
    }
    if ((long)fin[k] != start[k] + delta[k] * N) bad++;
  }
  printf("atomic capture block long:");
  for (int k = 0; k < K; k++) printf(" %ld", fin[k]);
  printf(" bad %d\n", bad);
  return bad != 0;
}
