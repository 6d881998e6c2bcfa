// signed char and short reductions for every operator, implicit level and explicit gang vector; values chosen so no partial result overflows in any order.
// expect-exit: 0
// expect-stdout:
// | char + 7 * 96 max 125 min -125 & -64 | 95 ^ 10 && 1 || 1
// | short + 294 * 3072 max 15009 min -15000 & -8192 | 18431 ^ 31269 && 1 || 0 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 10007
static signed char cv[N], cp[N], cm[N], ca[N], co[N], cx[N];
static short sv[N], sp[N], sm[N], sa[N], so[N], sx[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    cv[i] = i % 211 == 0 ? 1 : (i % 199 == 3 ? -1 : 0);
    cp[i] = i % 2003 == 1 ? 2 : (i % 3001 == 7 ? -1 : 1);
    cm[i] = (signed char)((i * 37) % 251 - 125);
    ca[i] = (signed char)~(1 << (i % 6));
    co[i] = (signed char)(1 << (i % 5));
    cx[i] = (signed char)((i * 13) & 0x7F);
    sv[i] = (short)(i % 7 - 3);
    sp[i] = i % 1009 == 7 ? 2 : (i % 2503 == 1 ? -1 : 1);
    sm[i] = (short)((i * 101) % 30011 - 15000);
    sa[i] = (short)~(1 << (i % 13));
    so[i] = (short)(1 << (i % 11));
    sx[i] = (short)((i * 7919) & 0x7FFF);
  }
  signed char ecs = 10, ecp = 3, ecmx = -7, ecmn = 100, eca = -1, eco = 0x40, ecx = 0x11, ecl = 1, eclo = 0;
  short ess = 300, esp = 3, esmx = -7, esmn = 100, esa = -1, eso = 0x4000, esx = 0x1234, esl = 1, eslo = 0;
  for (int i = 0; i < N; i++) {
    ecs += cv[i]; ecp *= cp[i];
    if (cm[i] > ecmx) ecmx = cm[i];
    if (cm[i] < ecmn) ecmn = cm[i];
    eca &= ca[i]; eco |= co[i]; ecx ^= cx[i];
    ecl = ecl && cp[i]; eclo = eclo || cv[i];
    ess += sv[i]; esp *= sp[i];
    if (sm[i] > esmx) esmx = sm[i];
    if (sm[i] < esmn) esmn = sm[i];
    esa &= sa[i]; eso |= so[i]; esx ^= sx[i];
    esl = esl && sp[i]; eslo = eslo || (sv[i] > 3);
  }
  int bad = 0;
  signed char cs = 10, cpr = 3, cmx = -7, cmn = 100, can = -1, cor = 0x40, cxr = 0x11, cl = 1, clo = 0;
  #pragma acc parallel loop copyin(cv, cp, cm, ca, co, cx) reduction(+:cs) reduction(*:cpr) reduction(max:cmx) reduction(min:cmn) reduction(&:can) reduction(|:cor) reduction(^:cxr) reduction(&&:cl) reduction(||:clo)
  for (int i = 0; i < N; i++) {
    cs += cv[i]; cpr *= cp[i];
    cmx = cm[i] > cmx ? cm[i] : cmx;
    cmn = cm[i] < cmn ? cm[i] : cmn;
    can &= ca[i]; cor |= co[i]; cxr ^= cx[i];
    cl = cl && cp[i]; clo = clo || cv[i];
  }
  bad += (cs != ecs) + (cpr != ecp) + (cmx != ecmx) + (cmn != ecmn) + (can != eca) + (cor != eco) + (cxr != ecx) + (cl != ecl) + (clo != eclo);
  /* the same char reductions on one explicit gang vector loop */
  signed char cs2 = 10, cpr2 = 3, cmx2 = -7, cmn2 = 100, can2 = -1, cor2 = 0x40, cxr2 = 0x11, cl2 = 1, clo2 = 0;
  #pragma acc parallel loop gang vector copyin(cv, cp, cm, ca, co, cx) reduction(+:cs2) reduction(*:cpr2) reduction(max:cmx2) reduction(min:cmn2) reduction(&:can2) reduction(|:cor2) reduction(^:cxr2) reduction(&&:cl2) reduction(||:clo2)
  for (int i = 0; i < N; i++) {
    cs2 += cv[i]; cpr2 *= cp[i];
    cmx2 = cm[i] > cmx2 ? cm[i] : cmx2;
    cmn2 = cm[i] < cmn2 ? cm[i] : cmn2;
    can2 &= ca[i]; cor2 |= co[i]; cxr2 ^= cx[i];
    cl2 = cl2 && cp[i]; clo2 = clo2 || cv[i];
  }
  bad += (cs2 != ecs) + (cpr2 != ecp) + (cmx2 != ecmx) + (cmn2 != ecmn) + (can2 != eca) + (cor2 != eco) + (cxr2 != ecx) + (cl2 != ecl) + (clo2 != eclo);
  /* short reductions: all on one implicit-level loop, then one loop per operator with explicit gang vector */
  short ss1 = 300, spr1 = 3, smx1 = -7, smn1 = 100, san1 = -1, sor1 = 0x4000, sxr1 = 0x1234, sl1 = 1, slo1 = 0;
  #pragma acc parallel loop copyin(sv, sp, sm, sa, so, sx) reduction(+:ss1) reduction(*:spr1) reduction(max:smx1) reduction(min:smn1) reduction(&:san1) reduction(|:sor1) reduction(^:sxr1) reduction(&&:sl1) reduction(||:slo1)
  for (int i = 0; i < N; i++) {
    ss1 += sv[i]; spr1 *= sp[i];
    smx1 = sm[i] > smx1 ? sm[i] : smx1;
    smn1 = sm[i] < smn1 ? sm[i] : smn1;
    san1 &= sa[i]; sor1 |= so[i]; sxr1 ^= sx[i];
    sl1 = sl1 && sp[i]; slo1 = slo1 || (sv[i] > 3);
  }
  bad += (ss1 != ess) + (spr1 != esp) + (smx1 != esmx) + (smn1 != esmn) + (san1 != esa) + (sor1 != eso) + (sxr1 != esx) + (sl1 != esl) + (slo1 != eslo);
  short ss = 300, spr = 3, smx = -7, smn = 100, san = -1, sor = 0x4000, sxr = 0x1234, sl = 1, slo = 0;
  #pragma acc data copyin(sv, sp, sm, sa, so, sx)
  {
    #pragma acc parallel loop gang vector reduction(+:ss)
    for (int i = 0; i < N; i++) ss += sv[i];
    #pragma acc parallel loop gang vector reduction(*:spr)
    for (int i = 0; i < N; i++) spr *= sp[i];
    #pragma acc parallel loop gang vector reduction(max:smx)
    for (int i = 0; i < N; i++) smx = sm[i] > smx ? sm[i] : smx;
    #pragma acc parallel loop gang vector reduction(min:smn)
    for (int i = 0; i < N; i++) smn = sm[i] < smn ? sm[i] : smn;
    #pragma acc parallel loop gang vector reduction(&:san)
    for (int i = 0; i < N; i++) san &= sa[i];
    #pragma acc parallel loop gang vector reduction(|:sor)
    for (int i = 0; i < N; i++) sor |= so[i];
    #pragma acc parallel loop gang vector reduction(^:sxr)
    for (int i = 0; i < N; i++) sxr ^= sx[i];
    #pragma acc parallel loop gang vector reduction(&&:sl)
    for (int i = 0; i < N; i++) sl = sl && sp[i];
    #pragma acc parallel loop gang vector reduction(||:slo)
    for (int i = 0; i < N; i++) slo = slo || (sv[i] > 3);
  }
  bad += (ss != ess) + (spr != esp) + (smx != esmx) + (smn != esmn) + (san != esa) + (sor != eso) + (sxr != esx) + (sl != esl) + (slo != eslo);
  printf("char + %d * %d max %d min %d & %d | %d ^ %d && %d || %d\n", cs, cpr, cmx, cmn, can, cor, cxr, cl, clo);
  printf("short + %d * %d max %d min %d & %d | %d ^ %d && %d || %d bad %d\n", ss, spr, smx, smn, san, sor, sxr, sl, slo, bad);
  return bad != 0;
}
