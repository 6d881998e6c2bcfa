// `long double` in compute regions: arrays, a struct member, a firstprivate scalar, math
// functions, conversions, and a reduction. On the GPU it is computed in double precision
// while memory keeps the host's x87 format, so values exact in double come back exactly and
// the others within double's rounding.
// expect-exit: 0
// expect-stdout:
// | exact 0 rounded 0 struct 0 math 0 convert 0
// | sum 5000050000 max 100000.25 special 1 1 1 1
// | modf 0.75 5 -0.50 -2 pow 1024 sin 0
// | rows 0
#include <math.h>
#include <stdio.h>

#define N 100000

struct rec {
  int tag;
  long double v;
  short s;
};

static long double a[N], b[N], c[N];
static struct rec r[64];

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i + 0.25L;
    b[i] = 1.0L / (i + 3);
  }
  for (int k = 0; k < 64; k++) { r[k].tag = k; r[k].v = -k * 0.5L; r[k].s = (short)k; }
  long double scale = 2.0L, sum = 0.0L, max = 0.0L;
  static double dl[N];
  static int il[N];
  static float fl[N];
#pragma acc data copy(a, b, r) create(c) copyout(dl, il, fl)
  {
#pragma acc parallel loop firstprivate(scale)
    for (int i = 0; i < N; i++) {
      a[i] = a[i] * scale + 1.0L;   // exact in double
      c[i] = b[i];                  // rounded to double on the GPU
      b[i] = sqrtl(b[i] * b[i]) + fabsl(-b[i]) * expl(0.0L);
    }
#pragma acc parallel loop
    for (int k = 0; k < 64; k++) r[k].v = r[k].v * r[k].tag + r[k].s;
#pragma acc parallel loop
    for (int i = 0; i < N; i++) {
      dl[i] = (double)a[i];
      il[i] = (int)a[i];
      fl[i] = (float)(a[i] / 4);
    }
#pragma acc parallel loop reduction(+:sum) reduction(max:max)
    for (int i = 0; i < N; i++) {
      long double x = i + 1;
      sum += x;
      if (x + 0.25L > max) max = x + 0.25L;
    }
#pragma acc update self(c)
  }
  int exact = 0, rounded = 0, st = 0, math = 0, conv = 0;
  for (int i = 0; i < N; i++) {
    exact += a[i] != (i + 0.25L) * 2 + 1;
    long double want = 1.0L / (i + 3);
    rounded += fabsl(c[i] - want) > want * 0x1p-52L;
    math += fabsl(b[i] - 2 * want) > want * 0x1p-50L;
    conv += dl[i] != (double)a[i] || il[i] != (int)a[i] || fl[i] != (float)(a[i] / 4);
  }
  for (int k = 0; k < 64; k++) st += r[k].v != -k * 0.5L * k + k || r[k].tag != k || r[k].s != k;
  printf("exact %d rounded %d struct %d math %d convert %d\n", exact, rounded, st, math, conv);
  // Infinity, NaN, a subnormal double and a negative zero survive the trip through the GPU.
  long double sp[4] = {INFINITY, NAN, 0x1p-1070L, -0.0L};
#pragma acc parallel loop copy(sp)
  for (int i = 0; i < 4; i++) sp[i] = sp[i] * 1.0L;
  printf("sum %.0Lf max %.2Lf special %d %d %d %d\n", sum, max, isinf(sp[0]) && sp[0] > 0,
         isnan(sp[1]), sp[2] == 0x1p-1070L, sp[3] == 0 && signbit(sp[3]));
  long double mo[2] = {5.75L, -2.5L}, mi[2], mf[2], pw = 0, sn = 1;
#pragma acc parallel copyin(mo) copyout(mi, mf) copy(pw, sn)
  {
#pragma acc loop
    for (int i = 0; i < 2; i++) mf[i] = modfl(mo[i], &mi[i]);
    pw = powl(2.0L, 10);
    sn = sinl(0.0L);
  }
  printf("modf %.2Lf %.0Lf %.2Lf %.0Lf pow %.0Lf sin %.0Lf\n", mf[0], mi[0], mf[1], mi[1], pw, sn);
  // A vector-loop reduction over four warps: shuffles and the gang's shared scratch.
  long double rows[64];
#pragma acc parallel loop gang vector_length(128) copyout(rows)
  for (int r = 0; r < 64; r++) {
    long double t = 0;
#pragma acc loop vector reduction(+:t)
    for (int k = 0; k < 1000; k++) t += (r * 1000 + k) * 0.5L;
    rows[r] = t;
  }
  int bad_rows = 0;
  for (int r = 0; r < 64; r++) bad_rows += rows[r] != 0.5L * (1000.0L * r * 1000 + 499500);
  printf("rows %d\n", bad_rows);
  return exact + rounded + st + math + conv + bad_rows;
}
