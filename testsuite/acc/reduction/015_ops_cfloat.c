// + and * reductions on float _Complex (the only operators C allows on complex types).
// expect-exit: 0
// expect-stdout:
// | float _Complex: + (113.000, 29.500) * (-8.000, 0.000)
#include <stdio.h>
#include <complex.h>
#include <openacc.h>
#define N 64
int main(void) {
  float _Complex v[N], m[N];
  for (int i = 0; i < N; i++) {
    v[i] = (i % 8) * 0.5f + (i % 5) * 0.25f * I;
    m[i] = (i % 16 == 0) ? (1.0f + 1.0f * I) : 1.0f;
  }
  float _Complex s = 1.0f - 2.0f * I, p = 2.0f;
  #pragma acc parallel loop copyin(v, m) reduction(+:s) reduction(*:p)
  for (int i = 0; i < N; i++) { s += v[i]; p *= m[i]; }
  float _Complex es = 1.0f - 2.0f * I, ep = 2.0f;
  for (int i = 0; i < N; i++) { es += v[i]; ep *= m[i]; }
  printf("float _Complex: + (%.3f, %.3f) * (%.3f, %.3f)\n", (double)creal(s), (double)cimag(s), (double)creal(p), (double)cimag(p));
  return !(s == es && p == ep);
}
