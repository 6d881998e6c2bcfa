// simd, for simd and parallel for simd (with safelen, simdlen and aligned hints and a
// reduction) compute what the loops written out compute.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | dot 0.50 total 4081.00 z[100] 5.50
#include <stdio.h>
#include <omp.h>

#define N 1024

static float dot(const float *x, const float *y, int n) {
  float s = 0.0f;
#pragma omp simd reduction(+:s) safelen(8)
  for (int i = 0; i < n; i++) s += x[i] * y[i];
  return s;
}

int main(void) {
  static float x[N] __attribute__((aligned(64))), y[N] __attribute__((aligned(64)));
  static float z[N];
#pragma omp parallel for simd aligned(x, y: 64)
  for (int i = 0; i < N; i++) { x[i] = (i % 17) * 0.25f; y[i] = (i % 5) - 2.0f; }
  double total = 0.0;
#pragma omp parallel
  {
#pragma omp for simd simdlen(4) reduction(+:total)
    for (int i = 0; i < N; i++) {
      z[i] = x[i] * 2.0f + y[i];
      total += z[i];
    }
  }
  printf("dot %.2f total %.2f z[100] %.2f\n", dot(x, y, N), total, z[100]);
  return 0;
}
