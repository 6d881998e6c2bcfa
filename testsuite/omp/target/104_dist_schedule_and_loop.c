// Schedules and the 5.0 loop construct in application code: target teams distribute with
// dist_schedule(static, chunk) and a parallel for inside with schedule(static, 1), target
// teams loop, target parallel for with schedule(dynamic), target simd; each a function taking
// the arrays, each checked against the host.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | wrong 0, b[100] 10201.0, above 1000: 4068
#include <stdio.h>

#define N 4099

static void fill(double *a, int n) {
#pragma omp target teams distribute dist_schedule(static, 64) map(from: a[0:n])
  for (int i = 0; i < n; i++) a[i] = i * 0.5;
}

static void twice(double *a, int n) {
#pragma omp target teams map(tofrom: a[0:n])
#pragma omp distribute parallel for dist_schedule(static, 128) schedule(static, 1)
  for (int i = 0; i < n; i++) a[i] *= 2.0;
}

static void shift(double *a, double *b, int n) {
#pragma omp target teams loop map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; i++) b[i] = a[i] + 1.0;
}

static void square(double *b, int n) {
#pragma omp target parallel for schedule(dynamic, 7) map(tofrom: b[0:n])
  for (int i = 0; i < n; i++) b[i] = b[i] * b[i];
}

static double last_simd(double *b, int n) {
  double s = 0;
#pragma omp target simd map(to: b[0:n]) reduction(+: s)
  for (int i = 0; i < n; i++) s += b[i] > 1000.0 ? 1.0 : 0.0;
  return s;
}

int main(void) {
  static double a[N], b[N];
  fill(a, N);
  twice(a, N);
  shift(a, b, N);
  square(b, N);
  int bad = 0;
  for (int i = 0; i < N; i++) bad += b[i] != (i + 1.0) * (i + 1.0);
  printf("wrong %d, b[100] %.1f, above 1000: %.0f\n", bad, b[100], last_simd(b, N));
  return 0;
}
