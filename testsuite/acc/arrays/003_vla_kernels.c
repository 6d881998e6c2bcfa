// A VLA double a[n][m] in kernels and parallel regions.
// expect-exit: 0
// expect-stdout:
// | vla kernels 1092.0 1200.0
#include <stdio.h>
#include <openacc.h>
static double run(int n, int m) {
  double a[n][m];
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) a[i][j] = i + 0.5 * j;
  #pragma acc kernels copy(a)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i][j] = a[i][j] * 2;
  double s = 0;
  #pragma acc parallel loop collapse(2) reduction(+:s) copyin(a)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) s += a[i][j];
  return s;
}
int main(void) {
  double s1 = run(7, 13), s2 = run(20, 3);
  printf("vla kernels %.1f %.1f\n", s1, s2);
  return !(s1 == 2.0 * (13 * 21 + 0.5 * 7 * 78) && s2 == 2.0 * (3 * 190 + 0.5 * 20 * 3));
}
