// target teams distribute parallel for with its thread clauses (OpenMP 4.5 §2.11.14): num_teams, thread_limit, num_threads, schedule(static|dynamic|guided), proc_bind and if(parallel: …) change how the iterations are spread, never what the loop computes.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | variant 0: 150020
// | variant 1: 150020
// | variant 2: 150020
// | variant 3: 150020
// | variant 4: 150020
#include <stdio.h>

#define N 3000

static long run(int variant, const int *v) {
  long s = 0;
  switch (variant) {
  case 0:
#pragma omp target teams distribute parallel for num_teams(3) thread_limit(16) reduction(+: s) map(to: v[0:N])
    for (int i = 0; i < N; i++) s += v[i];
    break;
  case 1:
#pragma omp target teams distribute parallel for num_threads(5) schedule(static, 7) reduction(+: s) map(to: v[0:N])
    for (int i = 0; i < N; i++) s += v[i];
    break;
  case 2:
#pragma omp target teams distribute parallel for schedule(dynamic) reduction(+: s) map(to: v[0:N])
    for (int i = 0; i < N; i++) s += v[i];
    break;
  case 3:
#pragma omp target teams distribute parallel for schedule(guided, 4) proc_bind(close) reduction(+: s) map(to: v[0:N])
    for (int i = 0; i < N; i++) s += v[i];
    break;
  default:
#pragma omp target teams distribute parallel for if(parallel: N < 10) reduction(+: s) map(to: v[0:N])
    for (int i = 0; i < N; i++) s += v[i];
    break;
  }
  return s;
}

int main(void) {
  int v[N];
  for (int i = 0; i < N; i++) v[i] = (i * 37) % 101;
  for (int k = 0; k < 5; k++) printf("variant %d: %ld\n", k, run(k, v));
  return 0;
}
