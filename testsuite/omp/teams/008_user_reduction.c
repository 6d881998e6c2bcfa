// User-defined reductions (declare reduction) on host teams constructs: a min/max range over
// `teams distribute` and `teams distribute parallel for`, each team's (and thread's) partial
// range combined with the declared combiner, as on parallel constructs.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | distribute: -50 .. 160
// | distribute parallel for: -100 .. 320
#include <stdio.h>
#include <omp.h>

typedef struct {
  int lo, hi;
} range;

#pragma omp declare reduction(merge : range : omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi) initializer(omp_priv = (range){1000000, -1000000})

static range span(const int *a, int n) {
  range r = {1000000, -1000000};
#pragma omp teams distribute num_teams(3) reduction(merge : r)
  for (int i = 0; i < n; i++) {
    if (a[i] < r.lo)
      r.lo = a[i];
    if (a[i] > r.hi)
      r.hi = a[i];
  }
  return r;
}

int main(void) {
  int a[300];
  for (int i = 0; i < 300; i++)
    a[i] = (i * 37) % 211 - 50;
  range r = span(a, 300);
  printf("distribute: %d .. %d\n", r.lo, r.hi);
  range q = {1000000, -1000000};
#pragma omp teams distribute parallel for num_teams(2) reduction(merge : q)
  for (int i = 0; i < 300; i++) {
    int v = a[i] * 2;
    if (v < q.lo)
      q.lo = v;
    if (v > q.hi)
      q.hi = v;
  }
  printf("distribute parallel for: %d .. %d\n", q.lo, q.hi);
  return 0;
}
