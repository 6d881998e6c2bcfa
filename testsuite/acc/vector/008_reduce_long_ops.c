// long reductions for every operator with nonzero initial values and values beyond 32 bits, implicit level and explicit gang vector.
// expect-exit: 0
// expect-stdout:
// | long + 597021594113683 * 3298534883328 max 512000003584 min -500000003500 & 0xe000000000000000 | 0x47fffffffffff ^ 0xf0ce7a04de7a && 1 || 1 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100003
static long v[N], pv[N], av[N], ov[N], xv[N], lv[N], zv[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    v[i] = (long)((i * 37) % 1013 - 500) * 1000000007L;
    pv[i] = i % 2503 == 17 ? 2 : (i % 9001 == 5 ? -1 : 1);
    av[i] = ~(1L << (i % 61));
    ov[i] = 1L << (i % 47);
    xv[i] = (long)i * 2654435761L;
    lv[i] = (long)(i % 3 + 1) << 40;
    zv[i] = i == 12345 ? (1L << 35) : 0;
  }
  long es = 1L << 33, ep = 3, emx = -5, emn = 1L << 36, ea = -1, eo = 1L << 50, ex = 0x123456789L;
  int el = 1, elo = 0;
  for (int i = 0; i < N; i++) {
    es += v[i]; ep *= pv[i];
    if (v[i] > emx) emx = v[i];
    if (v[i] < emn) emn = v[i];
    ea &= av[i]; eo |= ov[i]; ex ^= xv[i];
    el = el && lv[i]; elo = elo || zv[i];
  }
  int bad = 0;
  long s = 1L << 33, p = 3, mx = -5, mn = 1L << 36, an = -1, o = 1L << 50, x = 0x123456789L;
  int l = 1, lo = 0;
  #pragma acc parallel loop copyin(v, pv, av, ov, xv, lv, zv) reduction(+:s) reduction(*:p) reduction(max:mx) reduction(min:mn) reduction(&:an) reduction(|:o) reduction(^:x) reduction(&&:l) reduction(||:lo)
  for (int i = 0; i < N; i++) {
    s += v[i]; p *= pv[i];
    mx = v[i] > mx ? v[i] : mx;
    mn = v[i] < mn ? v[i] : mn;
    an &= av[i]; o |= ov[i]; x ^= xv[i];
    l = l && lv[i]; lo = lo || zv[i];
  }
  bad += (s != es) + (p != ep) + (mx != emx) + (mn != emn) + (an != ea) + (o != eo) + (x != ex) + (l != el) + (lo != elo);
  long s2 = 1L << 33, p2 = 3, mx2 = -5, mn2 = 1L << 36, an2 = -1, o2 = 1L << 50, x2 = 0x123456789L;
  int l2 = 1, lo2 = 0;
  #pragma acc data copyin(v, pv, av, ov, xv, lv, zv)
  {
    #pragma acc parallel loop gang vector reduction(+:s2)
    for (int i = 0; i < N; i++) s2 += v[i];
    #pragma acc parallel loop gang vector reduction(*:p2)
    for (int i = 0; i < N; i++) p2 *= pv[i];
    #pragma acc parallel loop gang vector reduction(max:mx2)
    for (int i = 0; i < N; i++) mx2 = v[i] > mx2 ? v[i] : mx2;
    #pragma acc parallel loop gang vector reduction(min:mn2)
    for (int i = 0; i < N; i++) mn2 = v[i] < mn2 ? v[i] : mn2;
    #pragma acc parallel loop gang vector reduction(&:an2)
    for (int i = 0; i < N; i++) an2 &= av[i];
    #pragma acc parallel loop gang vector reduction(|:o2)
    for (int i = 0; i < N; i++) o2 |= ov[i];
    #pragma acc parallel loop gang vector reduction(^:x2)
    for (int i = 0; i < N; i++) x2 ^= xv[i];
    #pragma acc parallel loop gang vector reduction(&&:l2)
    for (int i = 0; i < N; i++) l2 = l2 && lv[i];
    #pragma acc parallel loop gang vector reduction(||:lo2)
    for (int i = 0; i < N; i++) lo2 = lo2 || zv[i];
  }
  bad += (s2 != es) + (p2 != ep) + (mx2 != emx) + (mn2 != emn) + (an2 != ea) + (o2 != eo) + (x2 != ex) + (l2 != el) + (lo2 != elo);
  printf("long + %ld * %ld max %ld min %ld & %#lx | %#lx ^ %#lx && %d || %d bad %d\n", s, p, mx, mn, (unsigned long)an, (unsigned long)o, (unsigned long)x, l, lo, bad);
  return bad != 0;
}
