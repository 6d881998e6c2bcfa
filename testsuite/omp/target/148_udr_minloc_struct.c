// A user-defined reduction (OpenMP 4.5 §2.16) for a minimum with its index, on `target teams
// distribute parallel for` over 2^20 values: the combiner keeps the smaller value and, on a
// tie, the smaller index, so that the result does not depend on how the iterations are
// split; the initializer starts from +infinity. Several minima tie on purpose, and the
// array is large enough that a combination that loses a partial result shows.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | min -7.500 at 4099
// | min of the shifted -7.500 at 704120
// | max count 2048
#include <float.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double v;
  long i;
} minloc;

#pragma omp declare reduction(argmin : minloc : \
    omp_out = (omp_in.v < omp_out.v || (omp_in.v == omp_out.v && omp_in.i < omp_out.i)) ? omp_in : omp_out) \
    initializer(omp_priv = (minloc){DBL_MAX, -1})

typedef struct {
  long count;
  double hi;
} countmax;

#pragma omp declare reduction(cmax : countmax : \
    omp_out.count = omp_in.hi > omp_out.hi ? omp_in.count : (omp_in.hi < omp_out.hi ? omp_out.count : omp_out.count + omp_in.count), \
    omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi) \
    initializer(omp_priv = (countmax){0, -DBL_MAX})

static minloc find_min(const double *a, long n) {
  minloc m = {DBL_MAX, -1};
#pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(argmin: m)
  for (long i = 0; i < n; i++) {
    if (a[i] < m.v || (a[i] == m.v && i < m.i)) {
      m.v = a[i];
      m.i = i;
    }
  }
  return m;
}

int main(void) {
  long n = 1L << 20;
  double *a = malloc(n * sizeof *a);
  for (long i = 0; i < n; i++) a[i] = (double)((i * 7919) % 1000) / 100.0;
  for (long i = 4099; i < n; i += 100003) a[i] = -7.5;
  minloc m = find_min(a, n);
  printf("min %.3f at %ld\n", m.v, m.i);
  a[4099] = 0;
  for (long i = 4099 + 100003; i < 700003; i += 100003) a[i] = 0;
  m = find_min(a, n);
  printf("min of the shifted %.3f at %ld\n", m.v, m.i);
  countmax c = {0, -DBL_MAX};
#pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(cmax: c)
  for (long i = 0; i < n; i++) {
    double v = (double)(i % 512);
    if (v > c.hi) {
      c.hi = v;
      c.count = 1;
    } else if (v == c.hi) {
      c.count++;
    }
  }
  printf("max count %ld\n", c.count);
  free(a);
  return 0;
}
