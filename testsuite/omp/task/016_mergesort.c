// Merge sort with a task per half and taskwait before merging, on doubles; checks order,
// that it is a permutation (sum) and a few elements.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sorted 1 same sum 1 first 0.000 last 12499.875
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp.h>

static void merge(double *a, double *tmp, long lo, long mid, long hi) {
  long i = lo, j = mid, k = lo;
  while (i < mid && j < hi)
    tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid)
    tmp[k++] = a[i++];
  while (j < hi)
    tmp[k++] = a[j++];
  memcpy(a + lo, tmp + lo, (size_t)(hi - lo) * sizeof *a);
}

static void msort(double *a, double *tmp, long lo, long hi) {
  if (hi - lo < 2)
    return;
  long mid = lo + (hi - lo) / 2;
#pragma omp task if(hi - lo > 2000)
  msort(a, tmp, lo, mid);
#pragma omp task if(hi - lo > 2000)
  msort(a, tmp, mid, hi);
#pragma omp taskwait
  merge(a, tmp, lo, mid, hi);
}

int main(void) {
  long n = 100000;
  double *a = malloc(n * sizeof *a), *tmp = malloc(n * sizeof *tmp);
  unsigned s = 7;
  long sum_before = 0;
  for (long i = 0; i < n; i++) {
    s = s * 1664525u + 1013904223u;
    a[i] = (double)(s % 100000) / 8.0;
    sum_before += s % 100000;
  }
#pragma omp parallel
#pragma omp single
  msort(a, tmp, 0, n);
  int ok = 1;
  long sum_after = 0;
  for (long i = 0; i < n; i++) {
    sum_after += (long)(a[i] * 8.0);
    if (i && a[i - 1] > a[i])
      ok = 0;
  }
  printf("sorted %d same sum %d first %.3f last %.3f\n", ok, sum_before == sum_after, a[0], a[n - 1]);
  free(a);
  free(tmp);
  return 0;
}
