// Jacobi sweep with collapse(2) gang vector on a 301x203 grid and a max reduction of the residual, iterated 5 times.
// expect-exit: 0
// expect-stdout:
// | jacobi residuals 15.75 7.75 4.76562 3.33594 2.8125 sum 57582.726562 bad 0
#include <stdio.h>
#include <openacc.h>
#define NI 301
#define NJ 203
static double a[NI][NJ], an[NI][NJ], ha[NI][NJ], han[NI][NJ];
int main(void) {
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) {
      double v = (i == 0 || j == 0 || i == NI - 1 || j == NJ - 1) ? (double)((i * 3 + j) % 64) : 0.0;
      a[i][j] = an[i][j] = ha[i][j] = han[i][j] = v;
    }
  double res[5], hres[5];
  int bad = 0;
  #pragma acc data copy(a) copyin(an)
  for (int it = 0; it < 5; it++) {
    double err = 0.0;
    #pragma acc parallel loop gang vector collapse(2) reduction(max:err)
    for (int i = 1; i < NI - 1; i++)
      for (int j = 1; j < NJ - 1; j++) {
        an[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
        double d = an[i][j] - a[i][j];
        d = d < 0 ? -d : d;
        err = d > err ? d : err;
      }
    #pragma acc parallel loop gang vector collapse(2)
    for (int i = 1; i < NI - 1; i++)
      for (int j = 1; j < NJ - 1; j++) a[i][j] = an[i][j];
    res[it] = err;
  }
  for (int it = 0; it < 5; it++) {
    double err = 0.0;
    for (int i = 1; i < NI - 1; i++)
      for (int j = 1; j < NJ - 1; j++) {
        han[i][j] = 0.25 * (ha[i - 1][j] + ha[i + 1][j] + ha[i][j - 1] + ha[i][j + 1]);
        double d = han[i][j] - ha[i][j];
        d = d < 0 ? -d : d;
        if (d > err) err = d;
      }
    for (int i = 1; i < NI - 1; i++)
      for (int j = 1; j < NJ - 1; j++) ha[i][j] = han[i][j];
    hres[it] = err;
    bad += res[it] != hres[it];
  }
  double sum = 0.0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) { bad += a[i][j] != ha[i][j]; sum += a[i][j]; }
  printf("jacobi residuals %g %g %g %g %g sum %.6f bad %d\n", res[0], res[1], res[2], res[3], res[4], sum, bad);
  return bad != 0;
}
