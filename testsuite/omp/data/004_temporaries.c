// Values that need stack temporaries inside parallel regions (complex arithmetic, structs
// returned by value, compound literals, struct assignment): every thread must get its own
// temporaries, so per-iteration results never mix between threads.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | mismatches 0 sum -7962683.0 complex sum 93271.0
#include <stdio.h>
#include <complex.h>
#include <omp.h>

struct vec { double x, y, z; };

static struct vec cross(struct vec a, struct vec b) {
  return (struct vec){a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

int main(void) {
  enum { N = 4000 };
  static double out[N];
  static double _Complex zs[N];
  long bad = 0;
#pragma omp parallel for reduction(+:bad) schedule(dynamic, 7)
  for (int i = 0; i < N; i++) {
    struct vec a = {i, 1.0, 2.0}, b = {0.5, i % 5, 3.0};
    struct vec c = cross(a, b);
    struct vec d = c;
    double _Complex z = (i % 7) + (i % 3) * I;
    double _Complex w = z * z + conj(z) * (double _Complex)(1.0 + 1.0 * I);
    zs[i] = w;
    out[i] = d.x + d.y + d.z + creal(w) - cimag(w);
    double expect_c = (1.0 * 3.0 - 2.0 * (i % 5)) + (2.0 * 0.5 - i * 3.0) + (i * (double)(i % 5) - 0.5);
    double zr = i % 7, zi = i % 3;
    double wr = zr * zr - zi * zi + (zr + zi), wi = 2 * zr * zi + (zr - zi);
    bad += out[i] != expect_c + wr - wi;
  }
  double s = 0.0, t = 0.0;
  for (int i = 0; i < N; i++) { s += out[i]; t += creal(zs[i]) + cimag(zs[i]); }
  printf("mismatches %ld sum %.1f complex sum %.1f\n", bad, s, t);
  return bad != 0;
}
