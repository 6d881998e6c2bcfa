// atomic update histograms in a parallel loop: int bin counts, and float and double bin sums of exact quarter values.
// expect-exit: 0
// expect-stdout:
// | histogram total 100003 max 2703 fsum 87500.75 dsum 103701.50 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100003
#define NB 37
static int x[N];
int main(void) {
  int hist[NB];
  float fsum[NB];
  double dsum[NB];
  for (int i = 0; i < N; i++) x[i] = (i * 7919 + 13) % 100003;
  for (int b = 0; b < NB; b++) { hist[b] = 0; fsum[b] = 0.0f; dsum[b] = 100.0; }
  #pragma acc parallel loop copyin(x) copy(hist, fsum, dsum)
  for (int i = 0; i < N; i++) {
    int b = x[i] % NB;
    #pragma acc atomic update
    hist[b]++;
    #pragma acc atomic update
    fsum[b] += (float)(x[i] % 8) * 0.25f;
    #pragma acc atomic
    dsum[(b * 5) % NB] += (double)(i % 5) * 0.5;
  }
  int eh[NB];
  float ef[NB];
  double ed[NB];
  for (int b = 0; b < NB; b++) { eh[b] = 0; ef[b] = 0.0f; ed[b] = 100.0; }
  for (int i = 0; i < N; i++) {
    int b = x[i] % NB;
    eh[b]++;
    ef[b] += (float)(x[i] % 8) * 0.25f;
    ed[(b * 5) % NB] += (double)(i % 5) * 0.5;
  }
  int bad = 0, tot = 0, hmax = 0;
  double fs = 0, ds = 0;
  for (int b = 0; b < NB; b++) {
    bad += (hist[b] != eh[b]) + (fsum[b] != ef[b]) + (dsum[b] != ed[b]);
    tot += hist[b];
    if (hist[b] > hmax) hmax = hist[b];
    fs += fsum[b];
    ds += dsum[b];
  }
  printf("histogram total %d max %d fsum %.2f dsum %.2f bad %d\n", tot, hmax, fs, ds, bad);
  return bad != 0;
}
