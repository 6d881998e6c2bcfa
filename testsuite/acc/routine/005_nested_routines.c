// A routine seq calling another routine seq; both usable from host code too.
// expect-exit: 0
// expect-stdout:
// | nested routines 2239062.50 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 300
#pragma acc routine seq
static double sq(double x) { return x * x; }
#pragma acc routine seq
static double norm2(double x, double y) { return sq(x) + sq(y); }
int main(void) {
  double out[N];
  #pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; i++) out[i] = norm2(i * 0.5, 1.0);
  double s = 0;
  int bad = 0;
  for (int i = 0; i < N; i++) { s += out[i]; bad += out[i] != norm2(i * 0.5, 1.0); }
  printf("nested routines %.2f bad %d\n", s, bad);
  return bad != 0;
}
