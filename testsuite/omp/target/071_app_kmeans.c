// Application: k-means clustering with the assignment step on the device (target teams distribute parallel for over points, an inner loop over centroids) and the update step as array reductions of coordinate sums and counts, points resident across iterations.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | centroid 0: 0.0328 -0.0603
// | centroid 1: 10.0242 0.0672
// | centroid 2: 0.0809 9.9473
// | centroid 3: 9.9717 9.9716
#include <stdio.h>

#define NP 600
#define K 4

int main(void) {
  static double px[NP], py[NP];
  int label[NP];
  double cx[K] = {0, 10, 0, 10}, cy[K] = {0, 0, 10, 10};
  unsigned s = 7;
  for (int i = 0; i < NP; i++) {
    int c = i % K;
    s = s * 1664525u + 1013904223u;
    px[i] = (c % 2) * 10 + ((s >> 8) % 1000) / 500.0 - 1.0;
    s = s * 1664525u + 1013904223u;
    py[i] = (c / 2) * 10 + ((s >> 8) % 1000) / 500.0 - 1.0;
  }
  for (int k = 0; k < K; k++) { cx[k] += 2.5; cy[k] -= 1.5; }
#pragma omp target data map(to: px, py) map(alloc: label)
  for (int it = 0; it < 10; it++) {
#pragma omp target teams distribute parallel for map(to: cx, cy)
    for (int i = 0; i < NP; i++) {
      int best = 0;
      double bd = 1e30;
      for (int k = 0; k < K; k++) {
        double dx = px[i] - cx[k], dy = py[i] - cy[k], d = dx * dx + dy * dy;
        if (d < bd) { bd = d; best = k; }
      }
      label[i] = best;
    }
    double sx[K] = {0}, sy[K] = {0};
    int n[K] = {0};
#pragma omp target teams distribute parallel for reduction(+: sx, sy, n)
    for (int i = 0; i < NP; i++) {
      sx[label[i]] += px[i];
      sy[label[i]] += py[i];
      n[label[i]] += 1;
    }
    for (int k = 0; k < K; k++)
      if (n[k]) { cx[k] = sx[k] / n[k]; cy[k] = sy[k] / n[k]; }
  }
  for (int k = 0; k < K; k++) printf("centroid %d: %.4f %.4f\n", k, cx[k], cy[k]);
  return 0;
}
