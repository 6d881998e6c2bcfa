// Application style: one pass computing several statistics of a signal with reductions of
// different operators and types on one combined construct (sum in double, min and max in
// double, count in long, a flag by &&, bits by |), in a function taking the array.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 60000.0 min -37.5 max 61.5 positive 3100 finite 1 bits fff
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double sum, min, max;
  long positive;
  int all_finite, bits;
} summary;

static summary summarize(const double *v, int n) {
  double sum = 0, mn = 1e300, mx = -1e300;
  long positive = 0;
  int all_finite = 1, bits = 0;
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(+: sum, positive) reduction(min: mn) reduction(max: mx) reduction(&&: all_finite) reduction(|: bits)
  for (int i = 0; i < n; i++) {
    sum += v[i];
    if (v[i] < mn) mn = v[i];
    if (v[i] > mx) mx = v[i];
    positive += v[i] > 0;
    all_finite = all_finite && v[i] == v[i] && v[i] < 1e300;
    bits |= 1 << (i % 12);
  }
  return (summary){sum, mn, mx, positive, all_finite, bits};
}

int main(void) {
  int n = 5000;
  double *v = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) v[i] = (i % 100) - 37.5;
  summary s = summarize(v, n);
  printf("sum %.1f min %.1f max %.1f positive %ld finite %d bits %x\n", s.sum, s.min, s.max,
         s.positive, s.all_finite, s.bits);
  free(v);
  return 0;
}
