// Doacross nests deeper than collapse (OpenMP 4.5 §2.7.1: with ordered(n) > collapse(m) the n
// outer loops are the doacross nest, only m of them are shared; each thread runs the inner ones
// whole): a pipeline whose rows (counting by 2 from 0) are shared and whose columns (counting
// down, `j + 1` the previous one) each thread runs, waiting for the row above; a 3-deep nest
// with collapse(2) ordered(3) whose sink vectors use + and - offsets and reach outside the
// iteration space at the edges (§2.13.9: ignored). Each table is compared with the sequential
// loops, in functions taking pointers.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | rows by 2, columns down: same as sequential yes, last 755671
// | 3-deep, 2 collapsed: same as sequential yes, corner 33888
#include <stdio.h>

#define N 20
#define M 17

static void rows(int (*t)[M + 3], int n, int m) {
#pragma omp parallel for ordered(2) schedule(static, 1)
  for (int i = 2; i <= 2 * n; i += 2)
    for (int j = m; j >= 1; j--) {
#pragma omp ordered depend(sink: i - 2, j) depend(sink: i, j + 1)
      t[i][j] = (t[i - 2][j] * 3 + t[i][j + 1] + i + j + 7) % 1000003;
#pragma omp ordered depend(source)
    }
}

static void nest3(int (*c)[9][9]) {
#pragma omp parallel for collapse(2) ordered(3) schedule(dynamic, 3)
  for (int i = 1; i < 10; i++)
    for (int j = 1; j < 9; j++)
      for (int k = 1; k < 8; k++) {
#pragma omp ordered depend(sink: i - 1, j, k) depend(sink: i, j - 1, k + 1) depend(sink: i, j, k - 1)
        c[i][j][k] = (c[i - 1][j][k] + 2 * c[i][j - 1][k + 1] + 5 * c[i][j][k - 1] + i * j + k) % 99991;
#pragma omp ordered depend(source)
      }
}

int main(void) {
  static int t[2 * N + 1][M + 3], r[2 * N + 1][M + 3];
  for (int i = 0; i <= 2 * N; i++)
    for (int j = 0; j < M + 3; j++) t[i][j] = r[i][j] = 1;
  rows(t, N, M);
  for (int i = 2; i <= 2 * N; i += 2)
    for (int j = M; j >= 1; j--) r[i][j] = (r[i - 2][j] * 3 + r[i][j + 1] + i + j + 7) % 1000003;
  int same = 1;
  for (int i = 0; i <= 2 * N; i++)
    for (int j = 0; j < M + 3; j++) same &= t[i][j] == r[i][j];
  printf("rows by 2, columns down: same as sequential %s, last %d\n", same ? "yes" : "no", t[2 * N][1]);

  static int c[10][9][9], cr[10][9][9];
  nest3(c);
  for (int i = 1; i < 10; i++)
    for (int j = 1; j < 9; j++)
      for (int k = 1; k < 8; k++)
        cr[i][j][k] = (cr[i - 1][j][k] + 2 * cr[i][j - 1][k + 1] + 5 * cr[i][j][k - 1] + i * j + k) % 99991;
  same = 1;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 9; j++)
      for (int k = 0; k < 9; k++) same &= c[i][j][k] == cr[i][j][k];
  printf("3-deep, 2 collapsed: same as sequential %s, corner %d\n", same ? "yes" : "no", c[9][8][7]);
  return 0;
}
