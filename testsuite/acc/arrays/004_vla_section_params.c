// A VLA parameter double a[n][m] with a section of rows a[lo:cnt][0:m] in data clauses.
// expect-exit: 0
// expect-stdout:
// | vla sections 165.0 a[2][0] 0 a[5][4] 10 a[11][0] 1
#include <stdio.h>
#include <openacc.h>
static void bump_rows(int n, int m, double a[n][m], int lo, int cnt) {
  #pragma acc parallel loop collapse(2) copy(a[lo:cnt][0:m])
  for (int i = lo; i < lo + cnt; i++)
    for (int j = 0; j < m; j++) a[i][j] += 1.0 + j;
}
int main(void) {
  int n = 12, m = 5;
  double a[n][m];
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) a[i][j] = 0;
  bump_rows(n, m, a, 3, 4);
  bump_rows(n, m, a, 5, 7);
  double s = 0;
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) s += a[i][j];
  printf("vla sections %.1f a[2][0] %.0f a[5][4] %.0f a[11][0] %.0f\n", s, a[2][0], a[5][4], a[11][0]);
  return s != 11 * 15.0;
}
