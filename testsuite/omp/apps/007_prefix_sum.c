// Two-pass parallel prefix sum over fixed-size blocks (the block partition, not the team,
// decides the work, so any team size gives the same result), with the block offsets
// scanned by a single.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | last 19990 mismatches 0 out[5000] 9992
#include <stdio.h>
#include <omp.h>

#define N 10000
#define B 64

int main(void) {
  static long v[N], out[N], block_sum[(N + B - 1) / B];
  const int nblocks = (N + B - 1) / B;
  for (int i = 0; i < N; i++) v[i] = (i * 7) % 13 - 4;
#pragma omp parallel
  {
#pragma omp for schedule(static)
    for (int b = 0; b < nblocks; b++) {
      long s = 0;
      int end = (b + 1) * B < N ? (b + 1) * B : N;
      for (int i = b * B; i < end; i++) { s += v[i]; out[i] = s; }
      block_sum[b] = s;
    }
#pragma omp single
    {
      long run = 0;
      for (int b = 0; b < nblocks; b++) { long t = block_sum[b]; block_sum[b] = run; run += t; }
    }
#pragma omp for schedule(static)
    for (int b = 0; b < nblocks; b++) {
      int end = (b + 1) * B < N ? (b + 1) * B : N;
      for (int i = b * B; i < end; i++) out[i] += block_sum[b];
    }
  }
  long check = 0, bad = 0;
  for (int i = 0; i < N; i++) { check += v[i]; bad += out[i] != check; }
  printf("last %ld mismatches %ld out[5000] %ld\n", out[N - 1], bad, out[5000]);
  return bad != 0;
}
