// Canonical loop forms of a worksharing loop (§2.6): <=, >, >=, !=, steps of 3 and -2, a
// variable step, unsigned and long long and pointer loop variables, bounds from expressions.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | <=      5151
// | > -=2   47000
// | >= --   231422
// | != ++   45350
// | var st  15958
// | uint    20900
// | llong   18108
// | pointer 62750
#include <stdio.h>
#include <omp.h>

static long sum_marked(const int *m, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += (long)m[i] * (i + 1);
  return s;
}

int main(void) {
  enum { N = 500 };
  int m[N];
  int lo = 3, hi = 400, st = 5;
#define RESET() for (int k = 0; k < N; k++) m[k] = 0
  RESET();
#pragma omp parallel for
  for (int i = 0; i <= 100; i++) m[i]++;
  printf("<=      %ld\n", sum_marked(m, N));
  RESET();
#pragma omp parallel for
  for (int i = N - 1; i > 250; i -= 2) m[i]++;
  printf("> -=2   %ld\n", sum_marked(m, N));
  RESET();
#pragma omp parallel for
  for (int i = 480; i >= 20; i--) m[i] += 2;
  printf(">= --   %ld\n", sum_marked(m, N));
  RESET();
#pragma omp parallel for
  for (int i = 0; i != 300; i++) m[i] += i % 3;
  printf("!= ++   %ld\n", sum_marked(m, N));
  RESET();
#pragma omp parallel for
  for (int i = lo * 2; i < hi - lo; i = i + st) m[i]++;
  printf("var st  %ld\n", sum_marked(m, N));
  RESET();
#pragma omp parallel for
  for (unsigned u = 10u; u < 410u; u += 4u) m[u]++;
  printf("uint    %ld\n", sum_marked(m, N));
  RESET();
#pragma omp parallel for
  for (long long q = 499; q >= 0; q -= 7) m[q]++;
  printf("llong   %ld\n", sum_marked(m, N));
  RESET();
  int *end = m + N;
#pragma omp parallel for
  for (int *p = m + 1; p < end; p += 2) *p = 1;
  printf("pointer %ld\n", sum_marked(m, N));
  return 0;
}
