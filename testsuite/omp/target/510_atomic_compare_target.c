// OpenMP 5.1 `atomic compare` (§2.19.7) in target regions (the OpenACC atomic update/capture
// whose region yields `cond ? new : old`): the maximum and minimum of an array as
// OpenMP_VV's test_atomic_compare_device finds them, a double maximum, `x == e` with capture
// ({v = x; cond}) handing out slots once each, and if/else capture, on data mapped by
// `target data` and passed as pointers. oxacc refused the `compare` clause.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | max 996 min 2 fmax 498.0
// | slots taken 64 once each 1
// | v 6 r 6
#include <stdio.h>
#include <stdlib.h>
#define N 1000
#define S 64

static void extremes(const int *a, const double *f, int n, int *mx, int *mn, double *fmx) {
#pragma omp target teams distribute parallel for map(to: a[0:n], f[0:n]) map(tofrom: mx[0:1], mn[0:1], fmx[0:1])
  for (int i = 0; i < n; i++) {
#pragma omp atomic compare
    if (a[i] > *mx) { *mx = a[i]; }
#pragma omp atomic compare
    *mn = a[i] < *mn ? a[i] : *mn;
#pragma omp atomic compare
    fmx[0] = f[i] > fmx[0] ? f[i] : fmx[0];
  }
}

int main(void) {
  int *a = malloc(N * sizeof *a);
  double *f = malloc(N * sizeof *f);
  srand(7);
  for (int i = 0; i < N; i++) {
    a[i] = 2 + (i * 7919) % 995;
    f[i] = a[i] * 0.5;
  }
  int mx = 0, mn = 1 << 30;
  double fmx = 0;
  extremes(a, f, N, &mx, &mn, &fmx);
  printf("max %d min %d fmax %.1f\n", mx, mn, fmx);

  // Every iteration claims the first free slot (0 = free) with compare-and-swap.
  int slot[S] = {0}, won[S] = {0};
#pragma omp target data map(tofrom: slot, won)
  {
#pragma omp target parallel for
    for (int i = 0; i < S; i++) {
      for (int k = 0; k < S; k++) {
        int old;
#pragma omp atomic compare capture
        { old = slot[k]; if (slot[k] == 0) { slot[k] = i + 1; } }
        if (old == 0) {
#pragma omp atomic update
          won[k]++;
          break;
        }
      }
    }
  }
  int taken = 0, once = 1;
  for (int k = 0; k < S; k++) {
    taken += slot[k] != 0;
    once &= won[k] == 1;
  }
  printf("slots taken %d once each %d\n", taken, once);

  int v = -1, r = 5;
#pragma omp target map(tofrom: v, r)
  {
#pragma omp atomic compare capture
    if (r == 5) { r = 6; } else { v = r; }
#pragma omp atomic compare capture
    if (r == 4) { r = 9; } else { v = r; }
  }
  printf("v %d r %d\n", v, r);
  free(a);
  free(f);
  return 0;
}
