// The spec-example way (teams examples): a saxpy over target teams distribute parallel for simd with num_teams and thread_limit computed from the problem size, a dot product over teams distribute parallel for reduction nested in target, and a teams region split by hand with omp_get_team_num and dist_schedule-like chunks.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | y[99]=101.0 dot=515000.0 chunks=515000
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 10000

int main(void) {
  float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
  for (int i = 0; i < N; i++) { x[i] = 1.0f; y[i] = (float)(i % 100); }
  float a = 2.0f;
  int block = 256, teams = (N + block - 1) / block;
#pragma omp target teams distribute parallel for simd num_teams(teams) thread_limit(block) map(to: x[0:N]) map(tofrom: y[0:N])
  for (int i = 0; i < N; i++) y[i] = a * x[i] + y[i];
  double dot = 0;
#pragma omp target map(to: x[0:N], y[0:N]) map(tofrom: dot)
#pragma omp teams distribute parallel for reduction(+: dot)
  for (int i = 0; i < N; i++) dot += (double)x[i] * y[i];
  long chunks = 0;
#pragma omp target teams num_teams(5) map(to: y[0:N]) map(tofrom: chunks) reduction(+: chunks)
  {
    int nt = omp_get_num_teams(), t = omp_get_team_num();
    int per = (N + nt - 1) / nt, lo = t * per, hi = lo + per < N ? lo + per : N;
    for (int i = lo; i < hi; i++) chunks += (long)y[i];
  }
  printf("y[99]=%.1f dot=%.1f chunks=%ld\n", y[99], dot, chunks);
  free(x);
  free(y);
  return 0;
}
