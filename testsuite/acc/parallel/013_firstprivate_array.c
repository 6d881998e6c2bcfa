// firstprivate array: a small coefficient table copied into each gang. Compared to 1e-12:
// device code may contract a*b+c into fma (C's FP_CONTRACT; nvcc and nvc do too).
// expect-exit: 0
// expect-stdout:
// | firstprivate array sum 4107.614062 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 500
int main(void) {
  double coef[4] = {1.0, 0.5, 0.25, 0.125};
  double y[N];
  #pragma acc parallel loop firstprivate(coef) copyout(y)
  for (int i = 0; i < N; i++) {
    double x = i * 0.01;
    y[i] = coef[0] + x * (coef[1] + x * (coef[2] + x * coef[3]));
  }
  int bad = 0;
  double s = 0;
  for (int i = 0; i < N; i++) {
    double x = i * 0.01;
    double e = coef[0] + x * (coef[1] + x * (coef[2] + x * coef[3]));
    double d = y[i] - e;
    bad += (d < 0 ? -d : d) > 1e-12 * (e < 0 ? -e : e);
    s += y[i];
  }
  printf("firstprivate array sum %.6f bad %d\n", s, bad);
  return bad != 0;
}
