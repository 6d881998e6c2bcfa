// atomic capture inside a vector loop: counter-based stream compaction; every selected element gets a unique slot, slots are exactly 0..k-1, plus per-row counters.
// expect-exit: 0
// expect-stdout:
// | compaction selected 18618 of 63300 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 211
#define W 300
static int m[R][W], out[R * W], rowcnt[R], rowslot[R][W];
int main(void) {
  for (int i = 0; i < R; i++) {
    rowcnt[i] = 0;
    for (int j = 0; j < W; j++) { m[i][j] = (i * 131 + j * 71) % 17; rowslot[i][j] = -1; }
  }
  for (int k = 0; k < R * W; k++) out[k] = -1;
  int cnt = 0;
  #pragma acc parallel loop gang copyin(m) copy(cnt, out, rowcnt, rowslot)
  for (int i = 0; i < R; i++) {
    #pragma acc loop vector
    for (int j = 0; j < W; j++) {
      if (m[i][j] < 5) {
        int slot, rs;
        #pragma acc atomic capture
        slot = cnt++;
        #pragma acc atomic capture
        { rs = rowcnt[i]; rowcnt[i] += 1; }
        out[slot] = i * W + j;
        rowslot[i][j] = rs;
      }
    }
  }
  int bad = 0, k = 0;
  static unsigned char seen[R * W];
  for (int i = 0; i < R; i++) {
    int rk = 0;
    static unsigned char rseen[W];
    for (int j = 0; j < W; j++) rseen[j] = 0;
    for (int j = 0; j < W; j++) {
      if (m[i][j] < 5) {
        k++;
        int rs = rowslot[i][j];
        if (rs < 0 || rs >= W || rseen[rs]) bad++; else rseen[rs] = 1;
        rk++;
      } else bad += rowslot[i][j] != -1;
    }
    bad += rowcnt[i] != rk;
    for (int j = 0; j < rk; j++) bad += !rseen[j];
  }
  bad += cnt != k;
  for (int s = 0; s < R * W; s++) {
    int e = out[s];
    if (s < k) {
      if (e < 0 || e >= R * W || seen[e] || m[e / W][e % W] >= 5) bad++; else seen[e] = 1;
    } else bad += e != -1;
  }
  printf("compaction selected %d of %d bad %d\n", cnt, R * W, bad);
  return bad != 0;
}
