// + and * reductions on double _Complex (the only operators C allows on complex types).
// expect-exit: 0
// expect-stdout:
// | double _Complex: + (113.000, 29.500) * (-8.000, 0.000)
#include <stdio.h>
#include <complex.h>
#include <openacc.h>
#define N 64
int main(void) {
  double _Complex v[N], m[N];
  for (int i = 0; i < N; i++) {
    v[i] = (i % 8) * 0.5 + (i % 5) * 0.25 * I;
    m[i] = (i % 16 == 0) ? (1.0 + 1.0 * I) : 1.0;
  }
  double _Complex s = 1.0 - 2.0 * I, p = 2.0;
  #pragma acc parallel loop copyin(v, m) reduction(+:s) reduction(*:p)
  for (int i = 0; i < N; i++) { s += v[i]; p *= m[i]; }
  double _Complex es = 1.0 - 2.0 * I, ep = 2.0;
  for (int i = 0; i < N; i++) { es += v[i]; ep *= m[i]; }
  printf("double _Complex: + (%.3f, %.3f) * (%.3f, %.3f)\n", (double)creal(s), (double)cimag(s), (double)creal(p), (double)cimag(p));
  return !(s == es && p == ep);
}
