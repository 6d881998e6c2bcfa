// unsigned int reductions for every operator: wrapping + and *, unsigned max/min over the whole range, bitwise and logical ops.
// expect-exit: 0
// expect-stdout:
// | unsigned + 1979851606 * 1216903593 max 4294955749 min 70919 & 0x80000000 | 0xbfffffff ^ 0xc75a26af && 1 || 1 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100003
static unsigned v[N], pv[N], av[N], ov[N], lv[N], zv[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    v[i] = (unsigned)(i + 1) * 2654435761u;
    pv[i] = (unsigned)(i % 4) * 2u + 1u;
    av[i] = ~(1u << (i % 31));
    ov[i] = 1u << (i % 30);
    lv[i] = (unsigned)i | 0x80000000u;
    zv[i] = i == 99999 ? 0x80000000u : 0u;
  }
  unsigned es = 0xFFFFFF00u, ep = 7u, emx = 5u, emn = 0xFFFFFFF0u, ea = 0xFFFFFFFFu, eo = 0x80000000u, ex = 0xDEADBEEFu;
  int el = 1, elo = 0;
  for (int i = 0; i < N; i++) {
    es += v[i]; ep *= pv[i];
    if (v[i] > emx) emx = v[i];
    if (v[i] < emn) emn = v[i];
    ea &= av[i]; eo |= ov[i]; ex ^= v[i];
    el = el && lv[i]; elo = elo || zv[i];
  }
  int bad = 0;
  unsigned s = 0xFFFFFF00u, p = 7u, mx = 5u, mn = 0xFFFFFFF0u, an = 0xFFFFFFFFu, o = 0x80000000u, x = 0xDEADBEEFu;
  int l = 1, lo = 0;
  #pragma acc parallel loop copyin(v, pv, av, ov, lv, zv) reduction(+:s) reduction(*:p) reduction(max:mx) reduction(min:mn) reduction(&:an) reduction(|:o) reduction(^:x) reduction(&&:l) reduction(||:lo)
  for (int i = 0; i < N; i++) {
    s += v[i]; p *= pv[i];
    mx = v[i] > mx ? v[i] : mx;
    mn = v[i] < mn ? v[i] : mn;
    an &= av[i]; o |= ov[i]; x ^= v[i];
    l = l && lv[i]; lo = lo || zv[i];
  }
  bad += (s != es) + (p != ep) + (mx != emx) + (mn != emn) + (an != ea) + (o != eo) + (x != ex) + (l != el) + (lo != elo);
  unsigned s2 = 0xFFFFFF00u, p2 = 7u, mx2 = 5u, mn2 = 0xFFFFFFF0u, an2 = 0xFFFFFFFFu, o2 = 0x80000000u, x2 = 0xDEADBEEFu;
  int l2 = 1, lo2 = 0;
  #pragma acc data copyin(v, pv, av, ov, lv, zv)
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
    for (int i = 0; i < N; i++) x2 ^= v[i];
    #pragma acc parallel loop gang vector reduction(&&:l2)
    for (int i = 0; i < N; i++) l2 = l2 && lv[i];
    #pragma acc parallel loop gang vector reduction(||:lo2)
    for (int i = 0; i < N; i++) lo2 = lo2 || zv[i];
  }
  bad += (s2 != es) + (p2 != ep) + (mx2 != emx) + (mn2 != emn) + (an2 != ea) + (o2 != eo) + (x2 != ex) + (l2 != el) + (lo2 != elo);
  printf("unsigned + %u * %u max %u min %u & %#x | %#x ^ %#x && %d || %d bad %d\n", s, p, mx, mn, an, o, x, l, lo, bad);
  return bad != 0;
}
