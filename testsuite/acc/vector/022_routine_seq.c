// routine seq functions: one called per element inside a vector loop, one called in gang-redundant code writing global memory that the following vector loop reads.
// expect-exit: 0
// expect-stdout:
// | routine seq total 10170940 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 200
#define W 130
#pragma acc routine seq
static int mix(int a, int b) {
  int r = a * 3 + b;
  for (int k = 0; k < (b & 3); k++) r += k;
  return r % 1000;
}
#pragma acc routine seq
static void fill_header(int *h, int i) {
  h[0] = i * 2;
  h[1] = i % 7;
  h[2] = mix(i, 5);
}
static int hdr[R][3], out[R][W], sums[R];
int main(void) {
  #pragma acc parallel loop gang copyout(hdr, out, sums)
  for (int i = 0; i < R; i++) {
    fill_header(hdr[i], i);
    int s = 0;
    #pragma acc loop vector reduction(+:s)
    for (int j = 0; j < W; j++) {
      int v = mix(i + j, hdr[i][1]) + hdr[i][0] - hdr[i][2];
      out[i][j] = v;
      s += v;
    }
    sums[i] = s;
  }
  int bad = 0;
  long tot = 0;
  for (int i = 0; i < R; i++) {
    int h[3];
    fill_header(h, i);
    for (int k = 0; k < 3; k++) bad += hdr[i][k] != h[k];
    int e = 0;
    for (int j = 0; j < W; j++) {
      int v = mix(i + j, h[1]) + h[0] - h[2];
      bad += out[i][j] != v;
      e += v;
    }
    bad += sums[i] != e;
    tot += sums[i];
  }
  printf("routine seq total %ld bad %d\n", tot, bad);
  return bad != 0;
}
