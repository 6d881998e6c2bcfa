// routine seq taking a struct by value and a pointer into device data.
// expect-exit: 0
// expect-stdout:
// | routine struct arg 39600.0
#include <stdio.h>
#include <openacc.h>
#define N 200
struct lin { double a, b; };
#pragma acc routine seq
static void apply(struct lin f, const double *x, double *y, int i) { y[i] = f.a * x[i] + f.b; }
int main(void) {
  double x[N], y[N];
  for (int i = 0; i < N; i++) x[i] = i;
  struct lin f = {2.0, -1.0};
  #pragma acc parallel loop copyin(x) copyout(y)
  for (int i = 0; i < N; i++) apply(f, x, y, i);
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i];
  printf("routine struct arg %.1f\n", s);
  return s != 2.0 * 19900 - N;
}
