// Variable-length arrays whose rows have a run-time size, used in compute regions without a
// data clause (issue 21): local a[m][n], t[2][n] and c[l][m][n] are copied whole with their
// run-time size (§2.6.2, aggregates); a parameter double (*b)[n] is a pointer whose section
// comes from the subscripts b[i][j] (rows of n elements).
// remark: parallel: implicit copy(a) (a variable-length array: its whole run-time extent)
// remark: kernels: implicit copy(c) (a variable-length array: its whole run-time extent)
// remark: parallel: generating implicit copy(b[:m*n])
// remark: kernels: generating implicit copyin(b[:m*n])
// expect-exit: 0
// expect-stdout:
// | a 10 t -6 c 12 b 406 sum 7105
// | PASS
#include <stdio.h>
#include <stdlib.h>

static void fill(int m, int n, double (*b)[n]) {
  #pragma acc parallel loop
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      b[i][j] = i * 100 + j;
}

static double total(int m, int n, double (*b)[n]) {
  double s = 0.0;
  #pragma acc kernels
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      s += b[i][j];
  return s;
}

static int run(int l, int m, int n) {
  double a[m][n], t[2][n], c[l][m][n];
  int bad = 0;
  #pragma acc parallel loop
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = i + j;
  #pragma acc parallel loop
  for (int j = 0; j < n; j++) {
    t[0][j] = j;
    t[1][j] = -j;
  }
  #pragma acc kernels
  for (int k = 0; k < l; k++)
    for (int i = 0; i < m; i++)
      for (int j = 0; j < n; j++)
        c[k][i][j] = k + i + j;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      bad += a[i][j] != i + j;
      for (int k = 0; k < l; k++) bad += c[k][i][j] != k + i + j;
    }
  for (int j = 0; j < n; j++) bad += t[0][j] != j || t[1][j] != -j;
  double (*b)[n] = malloc(sizeof(double) * m * n);
  fill(m, n, b);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) bad += b[i][j] != i * 100 + j;
  double s = total(m, n, b), e = 0.0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) e += b[i][j];
  bad += s != e;
  printf("a %g t %g c %g b %g sum %g\n", a[4][6], t[1][6], c[2][4][6], b[4][6], s);
  free(b);
  return bad;
}

int main(int argc, char **argv) {
  (void)argv;
  int bad = run(3 * argc, 5 * argc, 7 * argc);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
