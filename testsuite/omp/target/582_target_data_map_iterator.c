// `target data map(iterator(i = 0:n), tofrom: rows[i][0:len[i]])` and `target map(iterator(k =
// 0:n:2), tofrom: …)` (OpenMP 5.1 §2.21.7.1): each point's row is mapped for the construct and
// copied back at its end, as if the rows were listed one by one; a jagged matrix in a function
// taking pointers, the rows updated by per-row kernels inside the data region and by a target
// region that walks the row pointers. A row left out shows with discrete host memory. oxacc
// refused the modifier.
// args: -fopenmp
// expect-from: hand (gcc 12 does not know the modifier; with the iterator maps written as loops
// of `target enter data` before each construct and `target exit data` after it, gcc 12
// -fopenmp -foffload=disable prints this line)
// expect-exit: 0
// expect-stdout:
// | 1003 15 44630
#include <stdio.h>
#include <stdlib.h>

static void step(double **rows, const int *len, int n) {
#pragma omp target data map(to: rows[0:n]) map(iterator(i = 0:n), tofrom: rows[i][0:len[i]])
  {
    for (int i = 0; i < n; i++) {
      double *r = rows[i];
      int m = len[i];
#pragma omp target teams distribute parallel for
      for (int j = 0; j < m; j++)
        r[j] = 3 * r[j] + i;
    }
  }
#pragma omp target map(iterator(k = 0:n:2), tofrom: rows[k][0:len[k]]) map(tofrom: rows[0:n])
  {
    for (int k = 0; k < n; k += 2)
      for (int j = 0; j < len[k]; j++)
        rows[k][j] += 1000;
  }
}

int main(void) {
  int n = 5, len[5];
  double *rows[5];
  for (int i = 0; i < n; i++) {
    len[i] = 2 + i;
    rows[i] = malloc(len[i] * sizeof(double));
    for (int j = 0; j < len[i]; j++)
      rows[i][j] = j;
  }
  step(rows, len, n);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len[i]; j++)
      s += rows[i][j] * (i + 1);
  printf("%.0f %.0f %.0f\n", rows[0][1], rows[3][4], s);
  for (int i = 0; i < n; i++)
    free(rows[i]);
  return 0;
}
