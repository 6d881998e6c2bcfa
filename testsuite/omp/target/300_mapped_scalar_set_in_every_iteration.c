// A scalar mapped tofrom and set in every iteration of a combined target loop is shared
// (OpenMP 4.5 §2.15.1.1): its value after the construct is an iteration's, not the host's
// (OpenMP_VV test_target_teams_distribute_parallel_for_map_tofrom). A scalar left to the
// implicit firstprivate rule keeps the host's value, also inside a target data region that
// maps it (4.5 §2.15.5: the rule looks at the target construct's own clauses).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | scalar_from 13 scalar_to 50 untouched 7 kept 0 seen 1 last 3998 sum 2001000
#include <stdio.h>

#define N 2000

static int fill(int *d, int n, int *last) {
  int i, seen = 0;
#pragma omp target teams distribute parallel for map(tofrom: d[0:n], seen)
  for (i = 0; i < n; i++) {
    d[i] = 2 * i;
    seen = 1;
  }
  *last = d[n - 1];
  return seen;
}

int main(void) {
  int a[N], d[N];
  int scalar_to = 50, scalar_from = 50, untouched = 7, kept = 0, last = 0;
  for (int i = 0; i < N; i++) {
    a[i] = i;
    d[i] = 0;
  }
#pragma omp target teams distribute parallel for map(tofrom: a, d, scalar_to, scalar_from)
  for (int j = 0; j < N; ++j) {
    d[j] += a[j] + scalar_to;
    scalar_from = 13;
  }
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int j = 0; j < N; ++j) {
    untouched = 9; // firstprivate: the host's value stays
    a[j] += untouched - 8;
  }
#pragma omp target data map(tofrom: kept)
  {
#pragma omp target teams distribute parallel for
    for (int j = 0; j < N; ++j)
      kept = 5;
  }
  int seen = fill(d, N, &last);
  long sum = 0;
  for (int i = 0; i < N; i++)
    sum += a[i];
  printf("scalar_from %d scalar_to %d untouched %d kept %d seen %d last %d sum %ld\n",
         scalar_from, scalar_to, untouched, kept, seen, last, sum);
  return 0;
}
