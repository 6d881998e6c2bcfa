// A routine seq function reading a declare-create global (updated from the host with update
// device). Compared to 1e-12: device code may contract a*b+c into fma (C's FP_CONTRACT).
// expect-exit: 0
// expect-stdout:
// | routine with declared global 582.006949860 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 8
#define M 500
double coeffs[N];
#pragma acc declare create(coeffs)
#pragma acc routine seq
static double poly(double x) {
  double r = 0;
  for (int k = N - 1; k >= 0; k--) r = r * x + coeffs[k];
  return r;
}
int main(void) {
  for (int k = 0; k < N; k++) coeffs[k] = 1.0 / (k + 1);
  #pragma acc update device(coeffs)
  double y[M];
  #pragma acc parallel loop copyout(y)
  for (int i = 0; i < M; i++) y[i] = poly(i * 0.001);
  double s = 0;
  int bad = 0;
  for (int i = 0; i < M; i++) { s += y[i]; double d = y[i] - poly(i * 0.001);
    bad += (d < 0 ? -d : d) > 1e-12 * y[i]; }
  printf("routine with declared global %.9f bad %d\n", s, bad);
  return bad != 0;
}
