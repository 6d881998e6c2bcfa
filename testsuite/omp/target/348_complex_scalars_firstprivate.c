// Complex scalars (`double _Complex`, `float _Complex`) referenced in a target region without
// a map clause are firstprivate, as every scalar is (OpenMP 4.5 §2.15.5; C11 §6.2.5 counts
// complex types among the arithmetic types): the region reads the value at the construct and
// its writes stay in the region. `defaultmap(tofrom: scalar)` maps them tofrom. A structure
// of two doubles with the same layout is an aggregate: mapped tofrom. A complex scalar that an
// enclosing data region maps is still firstprivate: the region reads the host's value, not
// the stale device copy (seen with separate device memory). Before, oxacc took complex
// numbers for structures (their OIR type was an anonymous pair of floats).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | target: 1.5 -2 0.25 4 after: z 1.5 w 0.25
// | rotate: 1 sum 249.5 1494 a 0 1
// | teams scale: 1 b 2 -1
// | defaultmap(tofrom: scalar): z 7 -7
// | mapped by a data region: 5 -3
// | struct pair: 7 8
#include <stdio.h>
#include <complex.h>

#define N 500

typedef struct {
  double re, im;
} pair_t;

// Reads the complex scalars of the encountering function; writes its copies.
static void parts(double _Complex *zs, float _Complex *ws) {
  double _Complex z = 1.5 - 2.0 * I;
  float _Complex w = 0.25f + 4.0f * I;
#pragma omp target map(from: zs[0:1], ws[0:1])
  {
    zs[0] = z;
    ws[0] = w;
    z = 0;
    w = 0;
  }
  printf("target: %g %g %g %g after: z %g w %g\n", creal(zs[0]), cimag(zs[0]), crealf(ws[0]),
         cimagf(ws[0]), creal(z), crealf(w));
}

// A complex parameter used in a combined construct, arrays through pointers (application
// style: the caller's data region maps them).
static void rotate(double _Complex *restrict y, const double _Complex *restrict x,
                   double _Complex a, int n) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    y[i] = a * x[i];
}

static void teams_scale(float _Complex *v, float _Complex b, int n) {
#pragma omp target teams num_teams(3) map(tofrom: v[0:n])
  {
#pragma omp distribute parallel for
    for (int i = 0; i < n; i++)
      v[i] *= b;
  }
  printf("teams scale: ");
  int ok = 1;
  for (int i = 0; i < n; i++)
    ok &= crealf(v[i]) == 2.0f * (float)i && cimagf(v[i]) == -(float)i;
  printf("%d b %g %g\n", ok, crealf(b), cimagf(b));
}

int main(void) {
  double _Complex zs[1];
  float _Complex ws[1];
  parts(zs, ws);

  static double _Complex x[N], y[N];
  for (int i = 0; i < N; i++)
    x[i] = (i % 7) - 0.5 * (i % 3) * I;
  double _Complex a = 0.0 + 1.0 * I;
#pragma omp target data map(to: x[0:N]) map(from: y[0:N])
  rotate(y, x, a, N);
  int ok = 1;
  double _Complex s = 0;
  for (int i = 0; i < N; i++) {
    ok &= y[i] == a * x[i];
    s += y[i];
  }
  printf("rotate: %d sum %g %g a %g %g\n", ok, creal(s), cimag(s), creal(a), cimag(a));

  static float _Complex v[N];
  for (int i = 0; i < N; i++)
    v[i] = (float)i;
  teams_scale(v, 2.0f - 1.0f * I, N);

  double _Complex z = 1.0;
#pragma omp target defaultmap(tofrom: scalar)
  z = 7.0 - 7.0 * I;
  printf("defaultmap(tofrom: scalar): z %g %g\n", creal(z), cimag(z));

  double _Complex u = 1.0 + 1.0 * I, got = 0;
#pragma omp target data map(to: u)
  {
    u = 5.0 - 3.0 * I;
#pragma omp target map(from: got)
    got = u;
  }
  printf("mapped by a data region: %g %g\n", creal(got), cimag(got));

  pair_t p = {1, 2};
#pragma omp target
  {
    p.re = 7;
    p.im = 8;
  }
  printf("struct pair: %g %g\n", p.re, p.im);
  return 0;
}
