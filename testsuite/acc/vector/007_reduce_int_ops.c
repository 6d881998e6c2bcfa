// int reductions for every operator (+ * max min & | ^ && ||) with nonzero initial values, on an implicit-level parallel loop and on explicit gang vector loops.
// expect-exit: 0
// expect-stdout:
// | int + 598013 * 3145728 max 512 min -500 & 0x60000000 | 0x407fffff ^ 0x2645 && 1 0 || 1 0 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100003
static int v[N], pv[N], av[N], ov[N], xv[N], lv[N], zv[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    v[i] = (i * 37) % 1013 - 500;
    pv[i] = i % 5003 == 17 ? 2 : (i % 9001 == 5 ? -1 : 1);
    av[i] = ~(1 << (i % 29));
    ov[i] = 1 << (i % 23);
    xv[i] = (i * 7919) & 0xFFFF;
    lv[i] = i % 3 + 1;
    zv[i] = i == 77777 ? 5 : 0;
  }
  int es = 1000, ep = 3, emx = 100, emn = 7, ea = 0x7FFFFFFF, eo = 0x40000000, ex = 0x1234, el = 1, elo = 0, el0 = 1, elo0 = 0;
  for (int i = 0; i < N; i++) {
    es += v[i]; ep *= pv[i];
    if (v[i] > emx) emx = v[i];
    if (v[i] < emn) emn = v[i];
    ea &= av[i]; eo |= ov[i]; ex ^= xv[i];
    el = el && lv[i]; elo = elo || zv[i]; el0 = el0 && zv[i]; elo0 = elo0 || (zv[i] & 2);
  }
  int bad = 0;
  /* implicit level: one loop carrying all the reductions */
  int s = 1000, p = 3, mx = 100, mn = 7, an = 0x7FFFFFFF, o = 0x40000000, x = 0x1234, l = 1, lo = 0;
  #pragma acc parallel loop copyin(v, pv, av, ov, xv, lv, zv) reduction(+:s) reduction(*:p) reduction(max:mx) reduction(min:mn) reduction(&:an) reduction(|:o) reduction(^:x) reduction(&&:l) reduction(||:lo)
  for (int i = 0; i < N; i++) {
    s += v[i]; p *= pv[i];
    mx = v[i] > mx ? v[i] : mx;
    mn = v[i] < mn ? v[i] : mn;
    an &= av[i]; o |= ov[i]; x ^= xv[i];
    l = l && lv[i]; lo = lo || zv[i];
  }
  bad += (s != es) + (p != ep) + (mx != emx) + (mn != emn) + (an != ea) + (o != eo) + (x != ex) + (l != el) + (lo != elo);
  /* explicit gang vector: one loop per operator */
  int s2 = 1000, p2 = 3, mx2 = 100, mn2 = 7, an2 = 0x7FFFFFFF, o2 = 0x40000000, x2 = 0x1234, l2 = 1, lo2 = 0, l0 = 1, lo0 = 0;
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
    #pragma acc parallel loop gang vector reduction(&&:l0)
    for (int i = 0; i < N; i++) l0 = l0 && zv[i];
    #pragma acc parallel loop gang vector reduction(||:lo0)
    for (int i = 0; i < N; i++) lo0 = lo0 || (zv[i] & 2);
  }
  bad += (s2 != es) + (p2 != ep) + (mx2 != emx) + (mn2 != emn) + (an2 != ea) + (o2 != eo) + (x2 != ex) + (l2 != el) + (lo2 != elo) + (l0 != el0) + (lo0 != elo0);
  printf("int + %d * %d max %d min %d & %#x | %#x ^ %#x && %d %d || %d %d bad %d\n", s, p, mx, mn, (unsigned)an, (unsigned)o, (unsigned)x, l, l0, lo, lo0, bad);
  return bad != 0;
}
