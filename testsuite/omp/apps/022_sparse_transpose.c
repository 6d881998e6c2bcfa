// A CSR matrix transposed to CSC: column counts by atomic updates, offsets by a serial
// prefix sum, entries placed with atomic capture, then each column sorted by a task; the
// transposed product equals the original's.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | same product 1 rows sorted 1 y1[0] 2.0
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define R 400
#define C 300
#define PER 6

static int cmp_pair(const void *a, const void *b) {
  const int *x = a, *y = b;
  return (x[0] > y[0]) - (x[0] < y[0]);
}

int main(void) {
  int nnz = R * PER;
  int *rp = malloc((R + 1) * sizeof(int)), *ci = malloc(nnz * sizeof(int));
  double *val = malloc(nnz * sizeof(double));
  for (int r = 0; r < R; r++) {
    rp[r] = r * PER;
    for (int k = 0; k < PER; k++) {
      ci[r * PER + k] = (r * 7 + k * 53) % C;
      val[r * PER + k] = (r % 5) + k * 0.5;
    }
  }
  rp[R] = nnz;
  int *cnt = calloc(C, sizeof(int)), *cp = malloc((C + 1) * sizeof(int)), *fill = malloc(C * sizeof(int));
  int *pairs = malloc(2 * nnz * sizeof(int));
#pragma omp parallel for
  for (int e = 0; e < nnz; e++) {
#pragma omp atomic
    cnt[ci[e]]++;
  }
  cp[0] = 0;
  for (int c = 0; c < C; c++) {
    cp[c + 1] = cp[c] + cnt[c];
    fill[c] = cp[c];
  }
#pragma omp parallel for
  for (int r = 0; r < R; r++)
    for (int e = rp[r]; e < rp[r + 1]; e++) {
      int slot;
#pragma omp atomic capture
      slot = fill[ci[e]]++;
      pairs[2 * slot] = r;
      pairs[2 * slot + 1] = e;
    }
#pragma omp parallel
#pragma omp single
  for (int c = 0; c < C; c++) {
#pragma omp task
    qsort(pairs + 2 * cp[c], (size_t)cnt[c], 2 * sizeof(int), cmp_pair);
  }
  double x[R], y1[C] = {0}, y2[C];
  for (int r = 0; r < R; r++)
    x[r] = (r % 9) - 4;
  for (int r = 0; r < R; r++)
    for (int e = rp[r]; e < rp[r + 1]; e++)
      y1[ci[e]] += val[e] * x[r];
#pragma omp parallel for
  for (int c = 0; c < C; c++) {
    double s = 0;
    for (int k = cp[c]; k < cp[c + 1]; k++)
      s += val[pairs[2 * k + 1]] * x[pairs[2 * k]];
    y2[c] = s;
  }
  int same = 1, sorted = 1;
  for (int c = 0; c < C; c++) {
    same &= y1[c] == y2[c];
    for (int k = cp[c] + 1; k < cp[c + 1]; k++)
      sorted &= pairs[2 * (k - 1)] <= pairs[2 * k];
  }
  printf("same product %d rows sorted %d y1[0] %.1f\n", same, sorted, y1[0]);
  free(rp); free(ci); free(val); free(cnt); free(cp); free(fill); free(pairs);
  return 0;
}
