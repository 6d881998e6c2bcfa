// OpenMP's scalar rule in application code (4.5 §2.15.5): a routine called inside a caller's
// target data region that maps a global counter (and the caller's scalars): the kernel reads
// the counter's host value, updated on the host before each launch, not the device copy the
// caller's data region made when it was 0; the reduction result comes back.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | r1 150.0 r2 500.0 launches 2
#include <stdio.h>

#define N 100

static int launches = 0;

static double scaled(const double *x, int n, double a) {
  double s = 0;
  launches++;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < n; i++) s += a * x[i] + launches;
  return s;
}

int main(void) {
  static double x[N];
  for (int i = 0; i < N; i++) x[i] = 1.0;
  double a = 1.0, r1, r2;
  int n = N;
#pragma omp target data map(to: x, n, a, launches)
  {
    a = 2.0;
    n = N / 2;
    r1 = scaled(x, n, a);
    a = 3.0;
    r2 = scaled(x, N, a);
  }
  printf("r1 %.1f r2 %.1f launches %d\n", r1, r2, launches);
  return 0;
}
