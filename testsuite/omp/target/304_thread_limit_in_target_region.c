// `omp_get_thread_limit()` in a target region (OpenMP 4.5 §3.2.13, §2.10.7): the region's
// contention group is its team, so the answer is positive and at most the construct's
// `thread_limit`, and no team has more threads than that (the OpenMP_VV test
// ttdpf_thread_limit). oxacc used to answer the host's value (INT_MAX from libomp). The
// spec's form (a combined construct) and the application's (a routine taking the arrays,
// no prototype, the limit a variable).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | combined: limit ok 1, threads ok 1
// | routine: limit ok 1, threads ok 1
// | target: limit ok 1
#include <omp.h>
#include <stdio.h>

#define N 256

static int check(const int *lim, const int *nth, int n, int limit, int *threads_ok) {
  int ok = 1;
  *threads_ok = 1;
  for (int i = 0; i < n; i++) {
    if (lim[i] <= 0 || lim[i] > limit)
      ok = 0;
    if (nth[i] <= 0 || nth[i] > limit)
      *threads_ok = 0;
  }
  return ok;
}

void fill(lim, nth, n, limit)
int *lim, *nth, n, limit;
{
#pragma omp target teams distribute parallel for map(from: lim[0:n], nth[0:n]) thread_limit(limit)
  for (int i = 0; i < n; i++) {
    lim[i] = omp_get_thread_limit();
    nth[i] = omp_get_num_threads();
  }
}

int main(void) {
  int lim[N], nth[N], tok;
#pragma omp target teams distribute parallel for map(from: lim, nth) thread_limit(8)
  for (int i = 0; i < N; i++) {
    lim[i] = omp_get_thread_limit();
    nth[i] = omp_get_num_threads();
  }
  int ok = check(lim, nth, N, 8, &tok);
  printf("combined: limit ok %d, threads ok %d\n", ok, tok);
  fill(lim, nth, N, 3);
  ok = check(lim, nth, N, 3, &tok);
  printf("routine: limit ok %d, threads ok %d\n", ok, tok);
  int one = -1;
#pragma omp target map(from: one)
  one = omp_get_thread_limit();
  printf("target: limit ok %d\n", one > 0);
  return 0;
}
