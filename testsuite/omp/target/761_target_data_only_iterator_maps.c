// A `target data` whose only map clause has the iterator modifier (OpenMP 5.1 §2.21.7.1,
// 5.0 §2.12.2: the construct needs a map clause, and has one), and iterator maps on target
// constructs with `nowait` (4.5 §2.10.4): the rows of a jagged matrix, in functions taking
// pointers, stay mapped for the data region and are copied back at its end; per-row kernels
// inside it find them present. The region's `if` decides for the iterated items too. A
// `target teams distribute parallel for nowait` with an iterated map is waited for by
// `taskwait`. A row left out shows with discrete host memory. Before, oxacc refused the
// construct ("needs at least one of: map, ...") and the modifier with `nowait`.
// args: -fopenmp
// expect-from: hand (gcc 12 does not know the modifier; with the iterator maps written as loops
// of `target enter data` before each construct and `target exit data` after it, gcc 12
// -fopenmp -foffload=disable prints these lines)
// expect-exit: 0
// expect-stdout:
// | data 2 19 630
// | nowait 1002 1019 44630
// | if(0) 1004 1020 44700
#include <stdio.h>
#include <stdlib.h>

static void triple(double **rows, const int *len, int n) {
#pragma omp target data map(iterator(i = 0:n), tofrom: rows[i][0:len[i]])
  {
    for (int i = 0; i < n; i++) {
      double *r = rows[i];
      int m = len[i];
#pragma omp target teams distribute parallel for
      for (int j = 0; j < m; j++)
        r[j] = 3 * r[j] + i;
    }
  }
}

static void shift_even(double **rows, const int *len, int n, double by) {
#pragma omp target teams distribute parallel for map(iterator(k = 0:n:2), tofrom: rows[k][0:len[k]]) map(to: rows[0:n], len[0:n]) nowait
  for (int k = 0; k < n; k += 2)
    for (int j = 0; j < len[k]; j++)
      rows[k][j] += by;
#pragma omp taskwait
}

static void scale_if(double **rows, const int *len, int n, int on) {
#pragma omp target data map(iterator(i = 0:n), tofrom: rows[i][0:len[i]]) if(on)
  {
    for (int i = 0; i < n; i++) {
      double *r = rows[i];
      int m = len[i];
#pragma omp target teams distribute parallel for if(on)
      for (int j = 0; j < m; j++)
        r[j] = r[j] + 1;
    }
  }
}

static double weighted(double **rows, const int *len, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len[i]; j++)
      s += rows[i][j] * (i + 1);
  return s;
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
  triple(rows, len, n);
  printf("data %.0f %.0f %.0f\n", rows[0][0] + rows[1][0] + 1, rows[4][5], weighted(rows, len, n));
  shift_even(rows, len, n, 1000);
  printf("nowait %.0f %.0f %.0f\n", rows[0][0] + rows[1][0] + 1, rows[4][5], weighted(rows, len, n));
  scale_if(rows, len, n, 0);
  printf("if(0) %.0f %.0f %.0f\n", rows[0][0] + rows[1][0] + 1, rows[4][5], weighted(rows, len, n));
  for (int i = 0; i < n; i++)
    free(rows[i]);
  return 0;
}
