// Multi-dimensional arrays and sections in map clauses (OpenMP 4.5 §2.4, §2.15.5.1): a 2-D array whole and by rows a[lo:n][0:m], a 3-D array, a variable-length array, and the rows of an array of pointers mapped one by one with target enter data.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | rows 2..4: sum 804 g[1][1]=0 g[4][7]=47
// | 3-D: c[2][3][4]=4.50
// | VLA: v[6][8]=22.0 v[0][1]=2.0
// | rows of pointers: 15 3 18
#include <stdio.h>
#include <stdlib.h>

static void vla_kernel(int n, int m, double a[n][m]) {
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n][0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i][j] = a[i][j] * 2 + i;
}

int main(void) {
  int g[6][8];
  for (int i = 0; i < 6; i++) for (int j = 0; j < 8; j++) g[i][j] = 0;
#pragma omp target teams distribute parallel for map(tofrom: g[2:3][0:8])
  for (int i = 2; i < 5; i++)
    for (int j = 0; j < 8; j++) g[i][j] = i * 10 + j;
  int s = 0;
  for (int i = 0; i < 6; i++) for (int j = 0; j < 8; j++) s += g[i][j];
  printf("rows 2..4: sum %d g[1][1]=%d g[4][7]=%d\n", s, g[1][1], g[4][7]);

  double c[3][4][5];
#pragma omp target teams distribute parallel for collapse(3) map(from: c)
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      for (int k = 0; k < 5; k++) c[i][j][k] = i + j * 0.5 + k * 0.25;
  printf("3-D: c[2][3][4]=%.2f\n", c[2][3][4]);

  int n = 7, m = 9;
  double (*v)[m] = malloc(sizeof(double[n][m]));
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) v[i][j] = j;
  vla_kernel(n, m, v);
  printf("VLA: v[6][8]=%.1f v[0][1]=%.1f\n", v[6][8], v[0][1]);
  free(v);

  int *rows[4];
  for (int r = 0; r < 4; r++) {
    rows[r] = malloc(16 * sizeof(int));
    for (int k = 0; k < 16; k++) rows[r][k] = r;
    int *p = rows[r];
#pragma omp target enter data map(to: p[0:16])
#pragma omp target teams distribute parallel for
    for (int k = 0; k < 16; k++) p[k] += k;
#pragma omp target exit data map(from: p[0:16])
  }
  printf("rows of pointers: %d %d %d\n", rows[0][15], rows[3][0], rows[3][15]);
  for (int r = 0; r < 4; r++) free(rows[r]);
  return 0;
}
