// atomic capture, expr forms, on long: every captured value of a counter shared by all
// iterations appears exactly once, and the final counter value is exact.
// expect-exit: 0
// expect-stdout:
// | atomic capture expr long: 256 0 256 0 512 0 512 768 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 256
#define K 8
int main(void) {
  static long cap[K][N];
  long x0 = 0, x1 = N, x2 = 0, x3 = N, x4 = 0, x5 = N, x6 = 0, x7 = 0;
  #pragma acc parallel loop copy(x0, x1, x2, x3, x4, x5, x6, x7) copyout(cap)
  for (int i = 0; i < N; i++) {
    long v;
    #pragma acc atomic capture
    v = x0++;
    cap[0][i] = v;
    #pragma acc atomic capture
    v = x1--;
    cap[1][i] = v;
    #pragma acc atomic capture
    v = ++x2;
    cap[2][i] = v;
    #pragma acc atomic capture
    v = --x3;
    cap[3][i] = v;
    #pragma acc atomic capture
    v = x4 += 2;
    cap[4][i] = v;
    #pragma acc atomic capture
    v = x5 -= 1;
    cap[5][i] = v;
    #pragma acc atomic capture
    v = x6 = x6 + 2;
    cap[6][i] = v;
    #pragma acc atomic capture
    v = x7 = 3 + x7;
    cap[7][i] = v;
  }
  int bad = 0;
  static const long start[K] = {0, N, 0, N, 0, N, 0, 0};
  static const long delta[K] = {1, -1, 1, -1, 2, -1, 2, 3};
  static const int pre[K] = {1, 1, 0, 0, 0, 0, 0, 0};
  long fin[K] = {x0, x1, x2, x3, x4, x5, x6, x7};
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
  printf("atomic capture expr long:");
  for (int k = 0; k < K; k++) printf(" %ld", fin[k]);
  printf(" bad %d\n", bad);
  return bad != 0;
}
