// An old-style C code kept alive with offload pragmas: K&R function definitions without
// prototypes, implicit `int` returns declared only by use in old code (here declared with an
// empty parameter list), `#ifdef _OPENMP` around the omp.h include and the timing, a global
// `declare target` array, `target teams distribute parallel for` with `map(tofrom:)` of a
// section of a parameter.
// args: -fopenmp -std=gnu89 -w
// expect-exit: 0
// expect-stdout:
// | total 504.000000 positive 392
// | b[4..7] 0.5000 1.5000 2.0500 2.1500 edge -1.0
// | timing sane 1
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#define N 512

double weights[8] = {1, 2, 3, 4, 4, 3, 2, 1};
#pragma omp declare target(weights)

double smooth();
int count_positive();

double smooth(a, b, n)
double *a, *b;
int n;
{
  int i;
  double total = 0.0;
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(tofrom: b[0:n]) reduction(+: total)
  for (i = 4; i < n - 4; i++) {
    int k;
    double s = 0.0;
    for (k = 0; k < 8; k++)
      s += weights[k] * a[i - 4 + k];
    b[i] = s / 20.0;
    total += b[i];
  }
  return total;
}

int count_positive(v, n)
double *v;
int n;
{
  int i, c = 0;
#pragma omp target teams distribute parallel for map(to: v[0:n]) reduction(+: c)
  for (i = 0; i < n; i++)
    if (v[i] > 0.0)
      c++;
  return c;
}

int main()
{
  double *a, *b, t;
  int i;
  double start = 0.0, stop = 0.0;
  a = (double *)malloc(N * sizeof(double));
  b = (double *)malloc(N * sizeof(double));
  for (i = 0; i < N; i++) {
    a[i] = (i % 9) - 3.0;
    b[i] = -1.0;
  }
#ifdef _OPENMP
  start = omp_get_wtime();
#endif
  t = smooth(a, b, N);
#ifdef _OPENMP
  stop = omp_get_wtime();
#endif
  printf("total %.6f positive %d\n", t, count_positive(b, N));
  printf("b[4..7] %.4f %.4f %.4f %.4f edge %.1f\n", b[4], b[5], b[6], b[7], b[N - 1]);
  printf("timing sane %d\n", stop >= start);
  free(a);
  free(b);
  return 0;
}
