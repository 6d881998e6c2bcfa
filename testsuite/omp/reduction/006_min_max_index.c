// A max reduction followed by a second loop that finds the first index with that value
// (min reduction on indices), as applications locate an extremum.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | max 49988 first at 278
#include <stdio.h>
#include <limits.h>
#include <omp.h>

static void extremum(const int *a, int n, int *best, int *where) {
  int m = INT_MIN, at = INT_MAX;
#pragma omp parallel
  {
#pragma omp for reduction(max:m)
    for (int i = 0; i < n; i++)
      if (a[i] > m) m = a[i];
#pragma omp for reduction(min:at)
    for (int i = 0; i < n; i++)
      if (a[i] == m && i < at) at = i;
  }
  *best = m;
  *where = at;
}

int main(void) {
  enum { N = 10000 };
  static int a[N];
  unsigned s = 12345;
  for (int i = 0; i < N; i++) {
    s = s * 1103515245u + 12345u;
    a[i] = (int)((s >> 16) % 50000);
  }
  int m, at;
  extremum(a, N, &m, &at);
  printf("max %d first at %d\n", m, at);
  return 0;
}
