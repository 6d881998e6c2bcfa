// Seed 3.3 §8 E9 (spec §2.9.10, L2211-2225), Fortran translated to C: gang k / worker
// private(tmp) j / vector i; tmp is per worker and shared by its vector lanes.
// a[k][j][i] += (b[k][j] + c[k][j]) / div.
// expect-exit: 0
// expect-stdout:
// | E9 sum 47104.00
#include <stdio.h>
#include <openacc.h>
#define n 16
int main(void) {
  static double a[n][n][n], b[n][n], c[n][n];
  double div = 4.0, tmp;
  for (int k = 0; k < n; k++)
    for (int j = 0; j < n; j++) {
      b[k][j] = k + j; c[k][j] = k - j + 1;
      for (int i = 0; i < n; i++) a[k][j][i] = i;
    }
  #pragma acc parallel copy(a) copyin(b, c)
  {
    #pragma acc loop gang
    for (int k = 0; k < n; k++) {
      #pragma acc loop worker private(tmp)
      for (int j = 0; j < n; j++) {
        tmp = b[k][j] + c[k][j];
        #pragma acc loop vector
        for (int i = 0; i < n; i++) a[k][j][i] = a[k][j][i] + tmp / div;
      }
    }
  }
  double s = 0;
  for (int k = 0; k < n; k++) for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) s += a[k][j][i];
  printf("E9 sum %.2f\n", s);
  return s != 47104.0; /* 256 * 120 + 16 * 16 * 256 / 4 */
}
