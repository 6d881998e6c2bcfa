// An array reduction on a target construct (OpenMP 4.5 §2.15.3.6, arrays as list items): a
// histogram of bins reduced with reduction(+: hist[0:BINS]) on target teams distribute
// parallel for, and a fixed-size array reduced whole; in functions taking the arrays.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | total 10000, hist[0] 1031 hist[9] 928
// | counts 2577 2474 2474 2475
#include <stdio.h>

#define BINS 10
#define N 10000

static void bin(const int *v, int n, long *hist) {
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(+: hist[0:BINS])
  for (int i = 0; i < n; i++) hist[v[i] % BINS]++;
}

int main(void) {
  static int v[N];
  for (int i = 0; i < N; i++) v[i] = (i * 7 + 3) % 97;
  long hist[BINS] = {0};
  bin(v, N, hist);
  long t = 0;
  for (int b = 0; b < BINS; b++) t += hist[b];
  printf("total %ld, hist[0] %ld hist[9] %ld\n", t, hist[0], hist[9]);
  int counts[4] = {0, 0, 0, 0};
#pragma omp target teams distribute parallel for reduction(+: counts) map(to: v)
  for (int i = 0; i < N; i++) counts[v[i] % 4] += 1;
  printf("counts %d %d %d %d\n", counts[0], counts[1], counts[2], counts[3]);
  return 0;
}
