// Application style: an inclusive prefix sum in three phases, as codes write it for GPUs:
// per-block sums in a kernel (one block per iteration, a sequential loop inside), a scan of
// the block sums on the host, then a kernel that adds each block's offset while rescanning.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | blocks 391, wrong 0, last 599982
#include <stdio.h>
#include <stdlib.h>

#define B 256

int main(void) {
  int n = 100000, nb = (n + B - 1) / B;
  long *v = malloc(n * sizeof(long)), *out = malloc(n * sizeof(long));
  long *bsum = malloc(nb * sizeof(long));
  for (int i = 0; i < n; i++) v[i] = i % 13;
#pragma omp target data map(to: v[0:n]) map(from: out[0:n]) map(alloc: bsum[0:nb])
  {
#pragma omp target teams distribute parallel for
    for (int b = 0; b < nb; b++) {
      long s = 0;
      int hi = (b + 1) * B < n ? (b + 1) * B : n;
      for (int i = b * B; i < hi; i++) s += v[i];
      bsum[b] = s;
    }
#pragma omp target update from(bsum[0:nb])
    long run = 0;
    for (int b = 0; b < nb; b++) {
      long t = bsum[b];
      bsum[b] = run;
      run += t;
    }
#pragma omp target update to(bsum[0:nb])
#pragma omp target teams distribute parallel for
    for (int b = 0; b < nb; b++) {
      long s = bsum[b];
      int hi = (b + 1) * B < n ? (b + 1) * B : n;
      for (int i = b * B; i < hi; i++) {
        s += v[i];
        out[i] = s;
      }
    }
  }
  long check = 0;
  int bad = 0;
  for (int i = 0; i < n; i++) {
    check += v[i];
    bad += out[i] != check;
  }
  printf("blocks %d, wrong %d, last %ld\n", nb, bad, out[n - 1]);
  free(v); free(out); free(bsum);
  return 0;
}
