// `map(iterator(i = 0:n), type: rows[i][0:len[i]])` on combined target constructs (OpenMP 5.1
// §2.21.7.1; their map clauses belong to the `target` leaf, §2.14.7): `target teams distribute
// parallel for`, `target parallel for` with a stepped iterator and `from`, and `target teams
// distribute parallel for reduction` reading the rows. A jagged matrix in functions taking
// pointers; each point's row is mapped for the construct and copied back after it as if the
// rows were listed one by one. A row left out shows with discrete host memory. oxacc refused
// the modifier on combined constructs, and the `target enter/exit data` made for the iterated
// maps did not carry the construct's `if`.
// args: -fopenmp
// expect-from: hand (gcc 12 does not know the modifier; with the iterator maps written as loops
// of `target enter data` before each construct and `target exit data` after it, gcc 12
// -fopenmp -foffload=disable prints these lines: /work/wt/data/ompdev6/660g.c)
// expect-exit: 0
// expect-stdout:
// | 7 24 3
// | 12 -1 -2
// | sum 518
// | sum 710
#include <stdio.h>
#include <stdlib.h>

static void scale_rows(double **rows, const int *len, int n, double f) {
#pragma omp target teams distribute parallel for map(to: rows[0:n], len[0:n]) \
    map(iterator(i = 0:n), tofrom: rows[i][0:len[i]])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len[i]; j++)
      rows[i][j] = f * rows[i][j] + i;
}

static void mark_even_rows(double **rows, const int *len, int n) {
#pragma omp target parallel for map(to: rows[0:n], len[0:n]) \
    map(iterator(k = 0:n:2), from: rows[k][0:len[k]])
  for (int k = 0; k < n; k += 2)
    for (int j = 0; j < len[k]; j++)
      rows[k][j] = -k - j;
}

static double sum_rows(double **rows, const int *len, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) \
    map(to: rows[0:n], len[0:n]) map(iterator(i = 0:n), to: rows[i][0:len[i]])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len[i]; j++)
      s += rows[i][j] * (i + 1);
  return s;
}

// The construct's `if` decides for its iterated maps too: on the host (false) nothing is
// mapped, and the host's rows are the ones updated.
static void add_one(double **rows, const int *len, int n, int on_device) {
#pragma omp target teams distribute parallel for if(target: on_device) \
    map(to: rows[0:n], len[0:n]) map(iterator(i = 0:n), tofrom: rows[i][0:len[i]])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < len[i]; j++)
      rows[i][j] += 1;
}

int main(void) {
  int n = 7, len[7];
  double *rows[7];
  for (int i = 0; i < n; i++) {
    len[i] = 2 + i % 4;
    rows[i] = malloc(len[i] * sizeof(double));
    for (int j = 0; j < len[i]; j++)
      rows[i][j] = j + i;
  }
  scale_rows(rows, len, n, 3);
  printf("%.0f %.0f %.0f\n", rows[1][1], rows[3][4], rows[0][1]);
  mark_even_rows(rows, len, n);
  printf("%.0f %.0f %.0f\n", rows[3][0], rows[0][1], rows[2][0]);
  printf("sum %.0f\n", sum_rows(rows, len, n));
  add_one(rows, len, n, 1);
  add_one(rows, len, n, 0);
  printf("sum %.0f\n", sum_rows(rows, len, n));
  for (int i = 0; i < n; i++)
    free(rows[i]);
  return 0;
}
