// Reductions of several types on target loops, in a function per type: float and double
// sums, an int product of small factors, long long and unsigned sums, a max over float, and a
// sum of double _Complex values.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | float 3584.00 double 3840.000 long long 8386560000000 unsigned 6144 max 1.75 prod 16
// | complex sum 4950.0+200.0i
#include <complex.h>
#include <stdio.h>

#define N 4096

int main(void) {
  static float f[N];
  static double d[N];
  for (int i = 0; i < N; i++) {
    f[i] = (i % 8) * 0.25f;
    d[i] = (i % 16) * 0.125;
  }
  float fs = 0.0f, fmx = -1.0f;
  double ds = 0.0;
  long long ll = 0;
  unsigned u = 0;
  int prod = 1;
#pragma omp target teams distribute parallel for map(to: f, d) reduction(+: fs, ds, ll, u) reduction(max: fmx) reduction(*: prod)
  for (int i = 0; i < N; i++) {
    fs += f[i];
    ds += d[i];
    ll += (long long)i * 1000000;
    u += (unsigned)(i & 3);
    if (f[i] > fmx) fmx = f[i];
    if (i % 1024 == 0) prod *= 2;
  }
  printf("float %.2f double %.3f long long %lld unsigned %u max %.2f prod %d\n", fs, ds, ll, u,
         fmx, prod);
  double _Complex z = 0;
#pragma omp target teams distribute parallel for reduction(+: z)
  for (int i = 0; i < 100; i++) z += (double)i + 2.0 * I;
  printf("complex sum %.1f%+.1fi\n", creal(z), cimag(z));
  return 0;
}
