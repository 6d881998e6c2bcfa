// Application: bucketed counting sort of keys on the device: a histogram with atomics, an exclusive scan of the counts on the host, scattering with atomic capture of each bucket's next slot, and a check that the output is sorted and a permutation.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sorted 1 permutation 1 count[0]=97 count[31]=112 start[31]=2888
#include <stdio.h>

#define N 3000
#define K 32

int main(void) {
  int keys[N], out[N], count[K] = {0}, start[K], next[K];
  unsigned s = 99;
  for (int i = 0; i < N; i++) { s = s * 1103515245u + 12345u; keys[i] = (s >> 16) % K; }
#pragma omp target teams distribute parallel for map(to: keys) map(tofrom: count)
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    count[keys[i]]++;
  }
  int run = 0;
  for (int k = 0; k < K; k++) { start[k] = run; next[k] = run; run += count[k]; }
#pragma omp target teams distribute parallel for map(to: keys) map(tofrom: next, out)
  for (int i = 0; i < N; i++) {
    int slot;
#pragma omp atomic capture
    slot = next[keys[i]]++;
    out[slot] = keys[i];
  }
  int sorted = 1, hist[K] = {0};
  for (int i = 0; i < N; i++) { if (i && out[i] < out[i - 1]) sorted = 0; hist[out[i]]++; }
  int perm = 1;
  for (int k = 0; k < K; k++) perm &= hist[k] == count[k];
  printf("sorted %d permutation %d count[0]=%d count[31]=%d start[31]=%d\n", sorted, perm, count[0], count[K - 1], start[K - 1]);
  return 0;
}
