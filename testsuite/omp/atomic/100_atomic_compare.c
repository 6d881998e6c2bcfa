// OpenMP 5.1 `atomic compare` (§2.19.7) on the host: the min/max forms (cond-expr-stmt and
// cond-update-stmt, either operand order, int/unsigned/double/long), `x == e` (int and
// pointer, `weak`), and `capture` ({v = x; cond}, {cond v = x;}, if/else), in parallel
// loops working on arrays passed as pointers. oxacc refused the `compare` clause.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | max 1008 min 0 fmax 504.0 umin 0 lmax 1008000
// | ticket 1000 first 1 owner set
// | if/else: v -1 r 6; v 6 r 6
// | capture new 10 old 6
#include <stdio.h>
#include <stdlib.h>
#define N 1000

static void extremes(const int *a, const double *f, int n, int *mx, int *mn, double *fmx,
                     unsigned *umn, long *lmx) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp atomic compare
    if (a[i] > *mx) { *mx = a[i]; }
#pragma omp atomic compare
    *mn = a[i] < *mn ? a[i] : *mn;
#pragma omp atomic compare
    if (*fmx < f[i]) { *fmx = f[i]; }
#pragma omp atomic compare
    if ((unsigned)a[i] < *umn) { *umn = (unsigned)a[i]; }
    long l = a[i] * 1000L;
#pragma omp atomic compare
    *lmx = *lmx < l ? l : *lmx;
  }
}

int main(void) {
  int *a = malloc(N * sizeof *a);
  double *f = malloc(N * sizeof *f);
  for (int i = 0; i < N; i++) {
    a[i] = (i * 7919) % 1009;
    f[i] = a[i] * 0.5;
  }
  int mx = 0, mn = 1 << 30;
  double fmx = 0;
  unsigned umn = 4000000000u;
  long lmx = -1;
  extremes(a, f, N, &mx, &mn, &fmx, &umn, &lmx);
  printf("max %d min %d fmax %.1f umin %u lmax %ld\n", mx, mn, fmx, umn, lmx);

  // A ticket taken in order: each iteration waits until the counter is its number.
  int ticket = 0, first = 0;
  int target_v = 77, *owner = NULL;
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    int seen;
    do {
#pragma omp atomic compare capture
      { seen = ticket; if (ticket == i) { ticket = i + 1; } }
    } while (seen != i);
#pragma omp atomic compare weak
    if (first == 0) { first = 1; }
#pragma omp atomic compare
    if (owner == NULL) { owner = &target_v; }
  }
  printf("ticket %d first %d owner %s\n", ticket, first, owner == &target_v ? "set" : "unset");

  int v = -1, r = 5;
#pragma omp atomic compare capture
  if (r == 5) { r = 6; } else { v = r; }
  printf("if/else: v %d r %d; ", v, r);
#pragma omp atomic compare capture
  if (r == 5) { r = 7; } else { v = r; }
  printf("v %d r %d\n", v, r);
  int w = 0, o = 0;
#pragma omp atomic compare capture seq_cst fail(relaxed)
  { o = r; if (r < 10) { r = 10; } }
#pragma omp atomic compare capture
  { if (r < 3) { r = 3; } w = r; }
  printf("capture new %d old %d\n", w, o);
  free(a);
  free(f);
  return 0;
}
