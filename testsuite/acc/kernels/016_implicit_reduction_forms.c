// Scalar reductions a kernels region finds in its loops without a reduction clause, in every
// form C writes them: x += e, x = x * e, x = e + x, &=, |=, ^=, fmax/fmin/fmaxf, the
// conditional expression in both orders, if (e > x) x = e and if (e < x) x = e, an unsigned
// maximum; a loop that is no reduction (a running value read before the update) and a loop
// with a break stay sequential, each with a remark saying why. Functions take the data as
// pointers, the kernels regions have no data clauses for the scalars.
// remark: generating reduction(+:s_) reduction(*:p_) reduction(+:t_)
// remark: generating reduction(&:band) reduction(|:bor) reduction(^:bxor)
// remark: generating reduction(max:mx) reduction(min:mn)
// remark: generating reduction(max:fx)
// remark: generating reduction(max:c1) reduction(min:c2)
// remark: generating reduction(max:i1) reduction(min:i2) reduction(max:u1)
// remark: not parallelized: last is written at the same place in every iteration
// remark: runs sequentially as written: it contains a break
// expect-exit: 0
// expect-stdout:
// | sums 501500 1.4641 500500
// | bits 0 1023 1000
// | fmax 501 -498 9.5
// | cond 501 -498
// | if 501 -498 4294967295
// | running 0.500000 first 17
#include <math.h>
#include <stdio.h>

#define N 1000

static void sums(const int *a, const double *d, int n, long *s, double *p, long *t) {
  long s_ = 1000;
  double p_ = 1.0;
  long t_ = 0;
  #pragma acc kernels copyin(a[0:n], d[0:n])
  for (int i = 0; i < n; i++) {
    s_ += a[i];
    p_ = p_ * d[i];
    t_ = a[i] + t_;
  }
  *s = s_;
  *p = p_;
  *t = t_;
}

static void bits(const int *a, int n, int out[3]) {
  int band = ~0, bor = 0, bxor = 0;
  #pragma acc kernels copyin(a[0:n])
  for (int i = 0; i < n; i++) {
    band &= a[i];
    bor |= a[i] & 0xffff;
    bxor ^= a[i];
  }
  out[0] = band;
  out[1] = bor;
  out[2] = bxor;
}

static void extremes(const double *v, const float *f, int n, double r[5], int q[2], unsigned *um) {
  double mx = -1e30, mn = 1e30, c1 = -1e30, c2 = 1e30;
  float fx = -1e30f;
  int i1 = -1000000, i2 = 1000000;
  unsigned u1 = 0;
  #pragma acc kernels copyin(v[0:n], f[0:n])
  for (int i = 0; i < n; i++) {
    mx = fmax(mx, v[i]);
    mn = fmin(v[i], mn);
  }
  #pragma acc kernels copyin(f[0:n])
  for (int i = 0; i < n; i++) fx = fmaxf(fx, f[i]);
  #pragma acc kernels copyin(v[0:n])
  for (int i = 0; i < n; i++) {
    c1 = c1 > v[i] ? c1 : v[i];
    c2 = v[i] < c2 ? v[i] : c2;
  }
  #pragma acc kernels copyin(v[0:n])
  for (int i = 0; i < n; i++) {
    int k = (int)v[i];
    unsigned u = (unsigned)k;
    if (k > i1) i1 = k;
    if (i2 > k) i2 = k;
    if (u > u1) u1 = u;
  }
  r[0] = mx;
  r[1] = mn;
  r[2] = fx;
  r[3] = c1;
  r[4] = c2;
  q[0] = i1;
  q[1] = i2;
  *um = u1;
}

static double running(const double *v, int n, int *first) {
  double last = 0.0, acc = 0.0;
  int at = -1;
  #pragma acc kernels copyin(v[0:n])
  for (int i = 0; i < n; i++) {
    acc = 0.5 * last + v[i];
    last = acc - v[i];
  }
  #pragma acc kernels copyin(v[0:n]) copy(at)
  for (int i = 0; i < n; i++)
    if (v[i] > 100.0) {
      at = i;
      break;
    }
  *first = at;
  return last + 0.5;
}

int main(void) {
  static int a[N];
  static double d[N], v[N];
  static float f[N];
  for (int i = 0; i < N; i++) {
    a[i] = i + 1;
    d[i] = (i % 250 == 0) ? 1.1 : 1.0;
    v[i] = (i * 37) % 1000 - 498 + (i == 0 ? 0 : 0);
    f[i] = (float)((i % 20) / 2.0);
  }
  long s, t;
  double p;
  sums(a, d, N, &s, &p, &t);
  printf("sums %ld %.4f %ld\n", s, p, t);
  int b[3];
  bits(a, N, b);
  printf("bits %d %d %d\n", b[0], b[1], b[2]);
  double r[5];
  int q[2];
  unsigned um;
  extremes(v, f, N, r, q, &um);
  printf("fmax %.0f %.0f %.1f\n", r[0], r[1], r[2]);
  printf("cond %.0f %.0f\n", r[3], r[4]);
  printf("if %d %d %u\n", q[0], q[1], um);
  int first;
  double run = running(v, N, &first);
  printf("running %f first %d\n", run, first);
  return 0;
}
