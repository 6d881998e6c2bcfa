// Application: a prefix sum on the device in three phases (per-block sums, a short scan of the block sums in one target region, block offsets added back), data resident in a target data region, checked against the sequential scan.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | mismatches 0, last -3, out[1000] 0
#include <stdio.h>

#define N 4096
#define BS 256
#define NB (N / BS)

int main(void) {
  static int in[N], out[N];
  int bsum[NB];
  for (int i = 0; i < N; i++) in[i] = (i * 13) % 7 - 3;
#pragma omp target data map(to: in) map(from: out) map(alloc: bsum)
  {
#pragma omp target teams distribute
    for (int b = 0; b < NB; b++) {
      int s = 0;
      for (int i = b * BS; i < (b + 1) * BS; i++) {
        s += in[i];
        out[i] = s;
      }
      bsum[b] = s;
    }
#pragma omp target
    {
      int run = 0;
      for (int b = 0; b < NB; b++) {
        int t = bsum[b];
        bsum[b] = run;
        run += t;
      }
    }
#pragma omp target teams distribute parallel for collapse(2)
    for (int b = 0; b < NB; b++)
      for (int i = 0; i < BS; i++) out[b * BS + i] += bsum[b];
  }
  int s = 0, bad = 0;
  for (int i = 0; i < N; i++) { s += in[i]; bad += out[i] != s; }
  printf("mismatches %d, last %d, out[1000] %d\n", bad, out[N - 1], out[1000]);
  return 0;
}
