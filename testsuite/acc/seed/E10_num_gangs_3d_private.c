// Seed 3.3 §8 E10 (spec §2.9.10, L2227-2241), Fortran translated to C: num_gangs(3,50,150);
// gang(dim:3) k / gang(dim:2) private(tmp) j / gang(dim:1) i. tmp is private to each gang in
// every dimension; the dim-1 gangs assign it redundantly. Result equals the serial one.
// expect-from: hand (gcc 12 lacks multi-argument num_gangs and gang(dim:))
// expect-exit: 0
// expect-stdout:
// | E10 sum 47104.00
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
  #pragma acc parallel num_gangs(3, 50, 150) copy(a) copyin(b, c)
  {
    #pragma acc loop gang(dim:3)
    for (int k = 0; k < n; k++) {
      #pragma acc loop gang(dim:2) private(tmp)
      for (int j = 0; j < n; j++) {
        tmp = b[k][j] + c[k][j];
        #pragma acc loop gang(dim:1)
        for (int i = 0; i < n; i++) a[k][j][i] = a[k][j][i] + tmp / div;
      }
    }
  }
  double s = 0;
  for (int k = 0; k < n; k++) for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) s += a[k][j][i];
  printf("E10 sum %.2f\n", s);
  return s != 47104.0;
}
