// float and double reductions (+ * max min && ||) with exactly representable values and nonzero initial values, implicit level and explicit gang vector.
// expect-exit: 0
// expect-stdout:
// | float + 75016.75 * 1536 max 6.50 min -5.00
// | double + 6256778.125 * -5.72205e-06 max 249.000 min -125.000 && 1 || 1 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100003
static float fv[N], fp[N];
static double dv[N], dp[N], dz[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    fv[i] = (float)((i * 37) % 41 - 20) * 0.25f + (float)(i % 7) * 0.25f;
    fp[i] = i % 4001 == 3 ? 2.0f : (i % 7001 == 11 ? 0.5f : (i % 9001 == 5 ? -1.0f : 1.0f));
    dv[i] = (double)((i * 53) % 2003 - 1000) * 0.125 + (double)(i % 1001) * 0.125;
    dp[i] = i % 1999 == 7 ? 2.0 : (i % 3001 == 11 ? 0.25 : (i % 8009 == 5 ? -1.0 : 1.0));
    dz[i] = i == 4321 ? 0.5 : 0.0;
  }
  float efs = 10.5f, efp = 1.5f, efmx = 0.75f, efmn = 2.5f;
  double eds = -3.25, edp = 0.75, edmx = -1e9, edmn = 1.5;
  int edl = 1, edlo = 0;
  for (int i = 0; i < N; i++) {
    efs += fv[i]; efp *= fp[i];
    if (fv[i] > efmx) efmx = fv[i];
    if (fv[i] < efmn) efmn = fv[i];
    eds += dv[i]; edp *= dp[i];
    if (dv[i] > edmx) edmx = dv[i];
    if (dv[i] < edmn) edmn = dv[i];
    edl = edl && dp[i]; edlo = edlo || dz[i];
  }
  int bad = 0;
  float fs = 10.5f, fpr = 1.5f, fmx = 0.75f, fmn = 2.5f;
  double ds = -3.25, dpr = 0.75, dmx = -1e9, dmn = 1.5;
  int dl = 1, dlo = 0;
  #pragma acc parallel loop copyin(fv, fp, dv, dp, dz) reduction(+:fs, ds) reduction(*:fpr, dpr) reduction(max:fmx, dmx) reduction(min:fmn, dmn) reduction(&&:dl) reduction(||:dlo)
  for (int i = 0; i < N; i++) {
    fs += fv[i]; fpr *= fp[i];
    fmx = fv[i] > fmx ? fv[i] : fmx;
    fmn = fv[i] < fmn ? fv[i] : fmn;
    ds += dv[i]; dpr *= dp[i];
    dmx = dv[i] > dmx ? dv[i] : dmx;
    dmn = dv[i] < dmn ? dv[i] : dmn;
    dl = dl && dp[i]; dlo = dlo || dz[i];
  }
  bad += (fs != efs) + (fpr != efp) + (fmx != efmx) + (fmn != efmn) + (ds != eds) + (dpr != edp) + (dmx != edmx) + (dmn != edmn) + (dl != edl) + (dlo != edlo);
  float fs2 = 10.5f, fp2 = 1.5f, fmx2 = 0.75f, fmn2 = 2.5f;
  double ds2 = -3.25, dp2 = 0.75, dmx2 = -1e9, dmn2 = 1.5;
  #pragma acc data copyin(fv, fp, dv, dp)
  {
    #pragma acc parallel loop gang vector reduction(+:fs2)
    for (int i = 0; i < N; i++) fs2 += fv[i];
    #pragma acc parallel loop gang vector reduction(*:fp2)
    for (int i = 0; i < N; i++) fp2 *= fp[i];
    #pragma acc parallel loop gang vector reduction(max:fmx2)
    for (int i = 0; i < N; i++) fmx2 = fv[i] > fmx2 ? fv[i] : fmx2;
    #pragma acc parallel loop gang vector reduction(min:fmn2)
    for (int i = 0; i < N; i++) fmn2 = fv[i] < fmn2 ? fv[i] : fmn2;
    #pragma acc parallel loop gang vector reduction(+:ds2)
    for (int i = 0; i < N; i++) ds2 += dv[i];
    #pragma acc parallel loop gang vector reduction(*:dp2)
    for (int i = 0; i < N; i++) dp2 *= dp[i];
    #pragma acc parallel loop gang vector reduction(max:dmx2)
    for (int i = 0; i < N; i++) dmx2 = dv[i] > dmx2 ? dv[i] : dmx2;
    #pragma acc parallel loop gang vector reduction(min:dmn2)
    for (int i = 0; i < N; i++) dmn2 = dv[i] < dmn2 ? dv[i] : dmn2;
  }
  bad += (fs2 != efs) + (fp2 != efp) + (fmx2 != efmx) + (fmn2 != efmn) + (ds2 != eds) + (dp2 != edp) + (dmx2 != edmx) + (dmn2 != edmn);
  printf("float + %.2f * %g max %.2f min %.2f\n", fs, fpr, fmx, fmn);
  printf("double + %.3f * %g max %.3f min %.3f && %d || %d bad %d\n", ds, dpr, dmx, dmn, dl, dlo, bad);
  return bad != 0;
}
