// Each team runs the statement of teams (outside distribute): a parallel for inside teams
// without distribute is done by every team (idempotent stores, so the result does not depend
// on the number of teams); target parallel for with a reduction; target teams distribute with
// dist_schedule and an inner simd loop.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | every team stores the same: 20100
// | target parallel for reduction: 40200
// | distribute + simd: 5118400
#include <stdio.h>

#define N 200
#define M 16
int main(void) {
  int a[N];
#pragma omp target teams map(from: a)
  {
#pragma omp parallel for
    for (int i = 0; i < N; i++) a[i] = i + 1;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("every team stores the same: %ld\n", s);

  long t = 0;
#pragma omp target parallel for reduction(+:t) map(to: a) map(tofrom: t)
  for (int i = 0; i < N; i++) t += a[i] * 2;
  printf("target parallel for reduction: %ld\n", t);

  int m[N][M];
#pragma omp target teams distribute dist_schedule(static, 4) map(from: m)
  for (int i = 0; i < N; i++) {
#pragma omp simd
    for (int j = 0; j < M; j++) m[i][j] = i * M + j;
  }
  long u = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) u += m[i][j];
  printf("distribute + simd: %ld\n", u);
  return 0;
}
