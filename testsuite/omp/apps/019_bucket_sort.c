// Bucket sort: counting per bucket with per-thread histograms, an exclusive prefix sum of
// the bucket sizes, scatter with atomic capture of slots, then each bucket sorted by a task
// (insertion sort); checks order and permutation.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sorted 1 sum equal 1 smallest bucket 773
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define N 50000
#define NB 64

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

int main(void) {
  int *v = malloc(N * sizeof(int)), *out = malloc(N * sizeof(int));
  unsigned s = 5;
  long sum = 0;
  for (int i = 0; i < N; i++) {
    s = s * 1664525u + 1013904223u;
    v[i] = (int)(s >> 12) % 65536;
    sum += v[i];
  }
  int count[NB] = {0}, start[NB + 1], fill[NB];
#pragma omp parallel
  {
    int mine[NB] = {0};
#pragma omp for
    for (int i = 0; i < N; i++)
      mine[v[i] * NB / 65536]++;
#pragma omp critical
    for (int b = 0; b < NB; b++)
      count[b] += mine[b];
  }
  start[0] = 0;
  for (int b = 0; b < NB; b++) {
    start[b + 1] = start[b] + count[b];
    fill[b] = start[b];
  }
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    int b = v[i] * NB / 65536, slot;
#pragma omp atomic capture
    slot = fill[b]++;
    out[slot] = v[i];
  }
#pragma omp parallel
#pragma omp single
  for (int b = 0; b < NB; b++) {
#pragma omp task
    qsort(out + start[b], (size_t)count[b], sizeof(int), cmp_int);
  }
  int ok = 1;
  long after = 0;
  for (int i = 0; i < N; i++) {
    after += out[i];
    if (i && out[i - 1] > out[i])
      ok = 0;
  }
  printf("sorted %d sum equal %d smallest bucket %d\n", ok, after == sum, count[0]);
  free(v);
  free(out);
  return 0;
}
