// Reductions over float, double and long double (+, *, max, min) and a sum of float
// _Complex values; the data are exactly representable so every association gives the same
// result.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | float 224.50 max 42.00 double 16321.00 min 3.00 prod 16.0
// | long double 8160.00 complex 255.0+128.0i
#include <stdio.h>
#include <complex.h>
#include <omp.h>

#define N 256

int main(void) {
  float fs = 0.5f, fmx = -1.0f;
  double ds = 1.0, dp = 1.0, dmn = 1e9;
  long double ls = 0.0L;
  float _Complex cs = 0.0f;
#pragma omp parallel for reduction(+:fs, ds, ls, cs) reduction(max:fmx) reduction(min:dmn) reduction(*:dp)
  for (int i = 0; i < N; i++) {
    fs += (i % 8) * 0.25f;
    ds += i * 0.5;
    ls += (long double)i / 4;
    cs += (float)(i % 3) + (float)(i % 2) * I;
    if ((i % 29) * 1.5f > fmx) fmx = (i % 29) * 1.5f;
    if (i * 0.75 + 3 < dmn) dmn = i * 0.75 + 3;
    if (i % 64 == 1) dp *= 2.0;
  }
  printf("float %.2f max %.2f double %.2f min %.2f prod %.1f\n", fs, fmx, ds, dmn, dp);
  printf("long double %.2Lf complex %.1f%+.1fi\n", ls, crealf(cs), cimagf(cs));
  return 0;
}
