// Quicksort with tasks for the two halves above a cut-off, on an LCG-filled array; checks
// the order and a checksum.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sorted 1 checksum same min 6 max 999995
#include <stdio.h>
#include <omp.h>

#define N 200000

static void swap(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}

static void qs(int *v, long lo, long hi) {
  while (lo < hi) {
    int pivot = v[lo + (hi - lo) / 2];
    long i = lo, j = hi;
    while (i <= j) {
      while (v[i] < pivot)
        i++;
      while (v[j] > pivot)
        j--;
      if (i <= j) {
        swap(&v[i], &v[j]);
        i++;
        j--;
      }
    }
    if (j - lo > 1000) {
#pragma omp task
      qs(v, lo, j);
    } else {
      qs(v, lo, j);
    }
    lo = i;
  }
}

int main(void) {
  static int v[N];
  unsigned s = 12345;
  long checksum = 0;
  for (int i = 0; i < N; i++) {
    s = s * 1103515245u + 12345u;
    v[i] = (int)((s >> 8) % 1000000);
    checksum += v[i];
  }
#pragma omp parallel
#pragma omp single
  qs(v, 0, N - 1);
  long after = 0;
  int sorted = 1;
  for (int i = 0; i < N; i++) {
    after += v[i];
    if (i && v[i - 1] > v[i])
      sorted = 0;
  }
  printf("sorted %d checksum %s min %d max %d\n", sorted, after == checksum ? "same" : "DIFFERENT",
         v[0], v[N - 1]);
  return 0;
}
