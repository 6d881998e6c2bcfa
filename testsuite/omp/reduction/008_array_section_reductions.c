// Reductions on array sections (§2.15.3.6): through a pointer parameter (p[0:n]), a
// section in the middle of an array that leaves the rest alone, on a parallel region and
// on an orphaned worksharing loop, with min and bitwise operators.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 447 447 446 446 445 394 395 396 395 396 397 396
// | 1000 1001 1002 503 504 505 506 1007 1008 1009
// | 0 0 7fffffff 7fffffff 7fffffff 7fffffff 7fffffff 0
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

static void bins(const int *data, int n, long *counts, int nb) {
#pragma omp parallel for reduction(+: counts[0:nb])
  for (int i = 0; i < n; i++)
    counts[data[i] % nb]++;
}

static void orphaned(unsigned *mask, int lo, int len, int n) {
#pragma omp for reduction(|: mask[lo:len])
  for (int i = 0; i < n; i++)
    mask[lo + i % len] |= 1u << (i % 31);
}

int main(void) {
  int n = 5000;
  int *data = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    data[i] = (i * 13 + 7) % 101;
  long *counts = calloc(12, sizeof(long));
  bins(data, n, counts, 12);
  for (int k = 0; k < 12; k++)
    printf("%ld%c", counts[k], k < 11 ? ' ' : '\n');
  int lows[10];
  for (int k = 0; k < 10; k++)
    lows[k] = 1000 + k;
#pragma omp parallel reduction(min: lows[3:4])
  {
    int t = omp_get_thread_num();
    for (int k = 3; k < 7; k++)
      if (500 + t * 10 + k < lows[k])
        lows[k] = 500 + k;
  }
  for (int k = 0; k < 10; k++)
    printf("%d%c", lows[k], k < 9 ? ' ' : '\n');
  unsigned mask[8] = {0};
#pragma omp parallel
  orphaned(mask, 2, 5, 200);
  for (int k = 0; k < 8; k++)
    printf("%x%c", mask[k], k < 7 ? ' ' : '\n');
  free(data);
  free(counts);
  return 0;
}
