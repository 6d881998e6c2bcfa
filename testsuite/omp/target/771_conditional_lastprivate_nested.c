// `lastprivate(conditional: list)` (OpenMP 5.0 §2.19.4.5) on a worksharing loop nested in a
// target construct, as applications write it (decision 128): `target parallel` around `for
// lastprivate(conditional: at)` in a function taking a pointer; `target` around `parallel`
// around `for lastprivate(conditional: best, where)` (two variables, a double and an int);
// `target parallel` around a `for collapse(2)` running downwards; a variable no iteration
// assigns keeps its value. (5.0 forbids the modifier on `distribute`.) Each
// variable ends with the value of the sequentially last iteration that assigned it (not the
// loop's last iteration). Each nest is lowered as its combined construct (1024 slots keyed by
// the last assigning iteration).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | last multiple of 97 at 149689
// | last multiple of 65537 at 131072
// | last above 251: 251.25 at 149908
// | collapsed, downwards: 6025, untouched 42
#include <stdio.h>
#include <stdlib.h>

#define N 150001

static int last_multiple(const int *a, int n, int m) {
  int at = -1;
#pragma omp target parallel map(to: a[0:n]) map(tofrom: at)
  {
#pragma omp for lastprivate(conditional: at)
    for (int i = 0; i < n; i++)
      if (a[i] % m == 0)
        at = i;
  }
  return at;
}

static void last_above(const double *x, int n, double limit, double *best, int *where) {
  double b = 0.0;
  int w = -1;
#pragma omp target map(to: x[0:n]) map(tofrom: b, w)
#pragma omp parallel num_threads(64)
#pragma omp for lastprivate(conditional: b, w)
  for (int i = 0; i < n; i++) {
    if (x[i] > limit) {
      b = x[i];
      w = i;
    }
  }
  *best = b;
  *where = w;
}

int main(void) {
  int *a = malloc(N * sizeof *a);
  double *x = malloc(N * sizeof *x);
  for (int i = 0; i < N; i++) {
    a[i] = (int)(((long)i * 40503) % 65536);
    x[i] = (double)((i * 7) % 1009) / 4.0;
  }
  printf("last multiple of 97 at %d\n", last_multiple(a, N, 97));
  printf("last multiple of 65537 at %d\n", last_multiple(a, N, 65537));
  double best;
  int where;
  last_above(x, N, 251.0, &best, &where);
  printf("last above 251: %.2f at %d\n", best, where);
  long k = 7;
  int untouched = 42;
#pragma omp target parallel map(tofrom: k, untouched) num_threads(32)
#pragma omp for collapse(2) schedule(dynamic, 5) lastprivate(conditional: k, untouched)
  for (int i = 300; i > 0; i -= 3)
    for (int j = 0; j < 50; j++) {
      if ((i * 31 + j * 17) % 101 == 5)
        k = (long)i * 1000 + j;
      if (i < 0)
        untouched = i;
    }
  printf("collapsed, downwards: %ld, untouched %d\n", k, untouched);
  free(a);
  free(x);
  return 0;
}
