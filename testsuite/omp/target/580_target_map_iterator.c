// `map(iterator(i = …), …: rows[i][0:len[i]])` on `target enter/exit data` and
// `target update to/from(iterator(…): …)` (OpenMP 5.1 §2.1.6, §2.21.6, §2.21.7.1): each point of
// the iterator space maps (updates) its own list item, as if the items were listed one by one.
// A jagged matrix (row pointers, each row its own length) is put on the device row by row in
// a function taking pointers: even rows copied in by a stepped iterator, odd ones allocated and
// then updated from the host, all brought back by `update from`, then deleted by a backward
// iterator; a missing point shows in the sum with discrete host memory. oxacc refused the
// modifier.
// args: -fopenmp
// expect-from: hand (gcc 12 does not know the modifier; with each iterator directive written as
// a loop around the directive, gcc 12 -fopenmp -foffload=disable prints these lines)
// expect-exit: 0
// expect-stdout:
// | sum 12599
// | rows 5 210 1008 1.6e+03
#include <stdio.h>
#include <stdlib.h>

#define NROWS 6

static double scale_rows(double **rows, const int *len, int n) {
  // Even rows go first: the iterator's step is 2.
#pragma omp target enter data map(iterator(i = 0:n:2), to: rows[i][0:len[i]])
#pragma omp target enter data map(iterator(int i = 1:n:2), alloc: rows[i][0:len[i]])
  for (int i = 1; i < n; i += 2)
    for (int j = 0; j < len[i]; j++)
      rows[i][j] = 100.0 * i + j;
#pragma omp target update to(iterator(i = 1:n:2): rows[i][0:len[i]])
  for (int i = 0; i < n; i++) {
    double *r = rows[i];
    int m = len[i];
#pragma omp target teams distribute parallel for
    for (int j = 0; j < m; j++)
      r[j] = 2.0 * r[j] + 1.0;
  }
#pragma omp target update from(iterator(i = 0:n): rows[i][0:len[i]])
  double s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len[i]; j++)
      s += rows[i][j];
#pragma omp target exit data map(iterator(i = n - 1:-1:-1), delete: rows[i][0:len[i]])
  return s;
}

int main(void) {
  double *rows[NROWS];
  int len[NROWS];
  for (int i = 0; i < NROWS; i++) {
    len[i] = 3 + i;
    rows[i] = malloc(len[i] * sizeof(double));
    for (int j = 0; j < len[i]; j++)
      rows[i][j] = j;
  }
  double s = scale_rows(rows, len, NROWS);
  printf("sum %.0f\n", s);
  printf("rows %g %g %g %.2g\n", rows[0][2], rows[2][4] + rows[1][0], rows[5][3] + rows[0][0],
         rows[5][7] + rows[3][5] + rows[4][6]);
  for (int i = 0; i < NROWS; i++)
    free(rows[i]);
  return 0;
}
