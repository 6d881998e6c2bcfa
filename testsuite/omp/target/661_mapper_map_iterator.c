// `map(iterator(i = 0:j.n), tofrom: j.rows[i][0:j.len[i]])` in a `declare mapper` (OpenMP 5.1
// §2.21.7.1, 5.0 §2.19.7.3): a jagged matrix type whose default mapper maps every row, used
// by target constructs that map the structure explicitly and implicitly (also inside a `target
// data` region mapping it `to`), by `target update from` through the mapper, and by `target
// enter/exit data` (the mapper's other maps run once, its rows per point), in functions taking the structure by pointer. A row left
// out shows with discrete host memory. oxacc refused the modifier in a mapper.
// args: -fopenmp
// expect-from: hand (gcc 12 has neither mappers nor the modifier; with the mapper's maps
// written at each construct, the iterator as loops of `target enter data` before it and
// `target exit data` after it, gcc 12 -fopenmp -foffload=disable prints these lines:
// /work/wt/data/ompdev6/661g.c)
// expect-exit: 0
// expect-stdout:
// | 20 3
// | 60 9
// | 100
// | 210 32
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  int *len;
  double **rows;
} jagged;

#pragma omp declare mapper(jagged j) map(to: j.len[0:j.n], j.rows[0:j.n]) \
    map(iterator(i = 0:j.n), tofrom: j.rows[i][0:j.len[i]])

static void add_row_index(jagged *g) {
  jagged j = *g;
#pragma omp target teams distribute parallel for map(tofrom: j)
  for (int i = 0; i < j.n; i++)
    for (int k = 0; k < j.len[i]; k++)
      j.rows[i][k] += i;
}

static void triple(jagged *g) {
  jagged j = *g;
#pragma omp target teams distribute
  for (int i = 0; i < j.n; i++)
    for (int k = 0; k < j.len[i]; k++)
      j.rows[i][k] *= 3;
}

static double total(const jagged *g) {
  double s = 0;
  for (int i = 0; i < g->n; i++)
    for (int k = 0; k < g->len[i]; k++)
      s += g->rows[i][k];
  return s;
}

int main(void) {
  jagged g;
  g.n = 4;
  g.len = malloc(g.n * sizeof(int));
  g.rows = malloc(g.n * sizeof(double *));
  for (int i = 0; i < g.n; i++) {
    g.len[i] = i + 1;
    g.rows[i] = calloc(g.len[i], sizeof(double));
  }
  add_row_index(&g);
  printf("%.0f %.0f\n", total(&g), g.rows[3][3]);
  triple(&g);
  printf("%.0f %.0f\n", total(&g), g.rows[3][0]);
  jagged j = g;
#pragma omp target data map(to: j)
  {
#pragma omp target
    for (int i = 0; i < j.n; i++)
      j.rows[i][0] += 10;
#pragma omp target update from(j)
  }
  printf("%.0f\n", total(&g));
  // Unstructured: the mapper's maps without the iterator run once, its rows per point.
#pragma omp target enter data map(to: j)
#pragma omp target
  for (int i = 0; i < j.n; i++)
    for (int k = 0; k < j.len[i]; k++)
      j.rows[i][k] = 10 * i + k;
#pragma omp target exit data map(from: j)
  printf("%.0f %.0f\n", total(&g), g.rows[3][2]);
  for (int i = 0; i < g.n; i++)
    free(g.rows[i]);
  free(g.rows);
  free(g.len);
  return 0;
}
