// k-means on generated 2-D points: assignment in a parallel for, the new centroids from
// per-thread partial sums merged in a critical section; fixed iterations, integer-valued
// data so that the sums are exact in any order.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | cluster 0: 1565 points at (0.121, -0.111)
// | cluster 1: 1462 points at (100.255, 100.183)
// | cluster 2: 1469 points at (200.102, 0.237)
// | cluster 3: 1504 points at (300.141, 100.199)
#include <stdio.h>
#include <omp.h>

#define P 6000
#define K 4

int main(void) {
  static double px[P], py[P];
  static int assign[P];
  unsigned s = 99;
  for (int i = 0; i < P; i++) {
    s = s * 1103515245u + 12345u;
    int cl = (s >> 16) % K;
    s = s * 1103515245u + 12345u;
    px[i] = cl * 100 + (int)((s >> 16) % 21) - 10;
    s = s * 1103515245u + 12345u;
    py[i] = (cl % 2) * 100 + (int)((s >> 16) % 21) - 10;
  }
  double cx[K] = {0, 50, 150, 300}, cy[K] = {0, 90, 10, 80};
  for (int it = 0; it < 10; it++) {
    double sx[K] = {0}, sy[K] = {0};
    long cnt[K] = {0};
#pragma omp parallel
    {
      double lx[K] = {0}, ly[K] = {0};
      long lc[K] = {0};
#pragma omp for
      for (int i = 0; i < P; i++) {
        int best = 0;
        double bd = 1e300;
        for (int k = 0; k < K; k++) {
          double d = (px[i] - cx[k]) * (px[i] - cx[k]) + (py[i] - cy[k]) * (py[i] - cy[k]);
          if (d < bd) {
            bd = d;
            best = k;
          }
        }
        assign[i] = best;
        lx[best] += px[i];
        ly[best] += py[i];
        lc[best]++;
      }
#pragma omp critical
      for (int k = 0; k < K; k++) {
        sx[k] += lx[k];
        sy[k] += ly[k];
        cnt[k] += lc[k];
      }
    }
    for (int k = 0; k < K; k++)
      if (cnt[k]) {
        cx[k] = sx[k] / cnt[k];
        cy[k] = sy[k] / cnt[k];
      }
  }
  long sizes[K] = {0};
  for (int i = 0; i < P; i++)
    sizes[assign[i]]++;
  for (int k = 0; k < K; k++)
    printf("cluster %d: %ld points at (%.3f, %.3f)\n", k, sizes[k], cx[k], cy[k]);
  return 0;
}
