// An atomic histogram of pseudo-random values (an integer LCG per element) through an
// index expression, and an atomic sum of the bins' weights into a double.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 6249 6244 6246 6243 6262 6262 6249 6252 6262 6251 6250 6252 6240 6236 6253 6249 
// | total 100000 weight 43748.625
#include <stdio.h>
#include <omp.h>

#define N 100000
#define BINS 16

static void histogram(const unsigned *v, int n, int *bins, double *weight) {
#pragma omp parallel for schedule(guided)
  for (int i = 0; i < n; i++) {
    int b = v[i] % BINS;
#pragma omp atomic
    bins[b] += 1;
#pragma omp atomic
    *weight += (v[i] & 7) * 0.125;
  }
}

int main(void) {
  static unsigned v[N];
  unsigned s = 2024;
  for (int i = 0; i < N; i++) { s = s * 1664525u + 1013904223u; v[i] = s >> 8; }
  int bins[BINS] = {0};
  double w = 0.0;
  histogram(v, N, bins, &w);
  long total = 0;
  for (int b = 0; b < BINS; b++) { printf("%d ", bins[b]); total += bins[b]; }
  printf("\ntotal %ld weight %.3f\n", total, w);
  return 0;
}
