// Every capture form of OpenACC 3.3 §2.12 (C) with the non-commutative operators `-`, `/`,
// `<<`, `>>`, x on each side of the operator: `v = x op= e`, `v = x = x op e`,
// `v = x = e op x`, and the structured blocks `{v = x; x op= e;}`, `{x op= e; v = x;}`,
// `{v = x; x = x op e;}`, `{v = x; x = e op x;}`, `{x = x op e; v = x;}`,
// `{x = e op x; v = x;}`, plus the increments. First each iteration on its own element (the
// value captured and the value left must be the operator's, not the mirrored one's, and the
// old or the new value as the form says), then all iterations on one element, where only
// order-independent facts are checked: the captured old values of `x <<= 1` are distinct powers
// of two, those of `x = c - x` alternate between two values, those of `x /= 2` halve. OpenACCV-V
// atomic_capture_lshift_equals, atomic_capture_expr_minus_x and
// atomic_structured_assign_x_lshift_expr failed on an H200 only.
// expect-exit: 0
// expect-stdout:
// | int forms 0
// | unsigned forms 0
// | double forms 0
// | shared shift 0 final 1
// | shared minus 0
// | shared divide 0 final 1
// | shared double minus 0
#include <stdio.h>
#define N 512
#define F 22

// Shift counts taken from x stay small.
static int x_of(int i) {
  int k = i % F % 11;
  return k == 5 || k == 7 ? 1 + i % 7 : 1000 + 37 * (i % 11);
}
#pragma acc routine seq
static int e_of(int i) { return 1 + i % 5; }

// The value form k leaves in x and the value it captures, computed sequentially.
static void want_int(int k, int x, int e, int *left, int *cap) {
  int old = x, nw;
  switch (k % 11) {
  case 0: nw = x - e; break;
  case 1: nw = e - x; break;
  case 2: nw = x / e; break;
  case 3: nw = (e * 10000) / x; break;
  case 4: nw = x << e; break;
  case 5: nw = e << x; break;
  case 6: nw = x >> e; break;
  case 7: nw = (e << 20) >> x; break;
  case 8: nw = x - 1; break;
  case 9: nw = x + 1; break;
  default: nw = x - e; break;
  }
  *left = nw;
  *cap = (k / 11) % 2 ? old : nw;
}

int main(void) {
  static int xi[F * N], vi[F * N];
  static unsigned xu[F * N], vu[F * N];
  static double xd[F * N], vd[F * N];
  int bad = 0;
  for (int i = 0; i < F * N; i++) {
    xi[i] = x_of(i);
    xu[i] = (unsigned)x_of(i);
    xd[i] = x_of(i);
  }
  #pragma acc parallel loop copy(xi, xu, xd) copyout(vi, vu, vd)
  for (int i = 0; i < F * N; i++) {
    int k = i % F, e = e_of(i);
    int v = 0;
    unsigned w = 0;
    double d = 0;
    switch (k) {
    // new value captured (k / 11 even)
    case 0:
      #pragma acc atomic capture
      v = xi[i] -= e;
      break;
    case 1:
      #pragma acc atomic capture
      v = xi[i] = e - xi[i];
      break;
    case 2:
      #pragma acc atomic capture
      v = xi[i] = xi[i] / e;
      break;
    case 3:
      #pragma acc atomic capture
      v = xi[i] = (e * 10000) / xi[i];
      break;
    case 4:
      #pragma acc atomic capture
      v = xi[i] <<= e;
      break;
    case 5:
      #pragma acc atomic capture
      { xu[i] = e << xu[i]; w = xu[i]; }
      break;
    case 6:
      #pragma acc atomic capture
      { xi[i] >>= e; v = xi[i]; }
      break;
    case 7:
      #pragma acc atomic capture
      { xu[i] = (e << 20) >> xu[i]; w = xu[i]; }
      break;
    case 8:
      #pragma acc atomic capture
      v = --xi[i];
      break;
    case 9:
      #pragma acc atomic capture
      v = ++xi[i];
      break;
    case 10:
      #pragma acc atomic capture
      { xd[i] = xd[i] - e; d = xd[i]; }
      break;
    // old value captured (k / 11 odd)
    case 11:
      #pragma acc atomic capture
      { v = xi[i]; xi[i] -= e; }
      break;
    case 12:
      #pragma acc atomic capture
      { d = xd[i]; xd[i] = e - xd[i]; }
      break;
    case 13:
      #pragma acc atomic capture
      { v = xi[i]; xi[i] = xi[i] / e; }
      break;
    case 14:
      #pragma acc atomic capture
      { w = xu[i]; xu[i] = (e * 10000) / xu[i]; }
      break;
    case 15:
      #pragma acc atomic capture
      { w = xu[i]; xu[i] <<= e; }
      break;
    case 16:
      #pragma acc atomic capture
      { v = xi[i]; xi[i] = e << xi[i]; }
      break;
    case 17:
      #pragma acc atomic capture
      { w = xu[i]; xu[i] = xu[i] >> e; }
      break;
    case 18:
      #pragma acc atomic capture
      { v = xi[i]; xi[i] = (e << 20) >> xi[i]; }
      break;
    case 19:
      #pragma acc atomic capture
      v = xi[i]--;
      break;
    case 20:
      #pragma acc atomic capture
      v = xi[i]++;
      break;
    default:
      #pragma acc atomic capture
      { d = xd[i]; xd[i] -= e; }
      break;
    }
    vi[i] = v;
    vu[i] = w;
    vd[i] = d;
  }
  int bi = 0, bu = 0, bd = 0;
  for (int i = 0; i < F * N; i++) {
    int k = i % F, e = e_of(i), left, cap;
    want_int(k, x_of(i), e, &left, &cap);
    // The unsigned and double forms: the same values (all stay positive and small).
    if (k == 5 || k == 7 || k == 14 || k == 15 || k == 17)
      bu += xu[i] != (unsigned)left || vu[i] != (unsigned)cap;
    else if (k == 10 || k == 12 || k == 21)
      bd += xd[i] != left || vd[i] != cap;
    else
      bi += xi[i] != left || vi[i] != cap;
  }
  printf("int forms %d\n", bi);
  printf("unsigned forms %d\n", bu);
  printf("double forms %d\n", bd);

  // All iterations on one element.
  unsigned s = 1, olds[31];
  #pragma acc parallel loop copy(s) copyout(olds)
  for (int i = 0; i < 31; i++) {
    unsigned o;
    #pragma acc atomic capture
    { o = s; s <<= 1; }
    olds[i] = o;
  }
  unsigned seen = 0;
  bad = 0;
  for (int i = 0; i < 31; i++) {
    bad += olds[i] == 0 || (olds[i] & (olds[i] - 1)) != 0 || (seen & olds[i]) != 0;
    seen |= olds[i];
  }
  bad += seen != 0x7fffffffu || s != 0x80000000u;
  printf("shared shift %d final %d\n", bad, s == 0x80000000u);

  int t = 3, got[N];
  #pragma acc parallel loop copy(t) copyout(got)
  for (int i = 0; i < N; i++) {
    int o;
    #pragma acc atomic capture
    o = t = 10 - t;
    got[i] = o;
  }
  int threes = 0, sevens = 0;
  for (int i = 0; i < N; i++) {
    threes += got[i] == 3;
    sevens += got[i] == 7;
  }
  printf("shared minus %d\n", (threes != N / 2) + (sevens != N / 2) + (t != 3));

  long q = 1L << 40, halves[40];
  #pragma acc parallel loop copy(q) copyout(halves)
  for (int i = 0; i < 40; i++) {
    long o;
    #pragma acc atomic capture
    { o = q; q = q / 2; }
    halves[i] = o;
  }
  long hs = 0;
  for (int i = 0; i < 40; i++) hs |= halves[i];
  printf("shared divide %d final %d\n", hs != (long)((1UL << 41) - 2), q == 1);

  double r = 2.5, dgot[N];
  #pragma acc parallel loop copy(r) copyout(dgot)
  for (int i = 0; i < N; i++) {
    double o;
    #pragma acc atomic capture
    { r = 6.0 - r; o = r; }
    dgot[i] = o;
  }
  int lo = 0, hi = 0;
  for (int i = 0; i < N; i++) {
    lo += dgot[i] == 2.5;
    hi += dgot[i] == 3.5;
  }
  printf("shared double minus %d\n", (lo != N / 2) + (hi != N / 2) + (r != 2.5));
  return 0;
}
