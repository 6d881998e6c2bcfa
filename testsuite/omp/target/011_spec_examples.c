// In the manner of the OpenMP 4.5 examples (target.1-3, target_data.1-2, target_update.1,
// teams.1): vector add in a function, a reduction over teams with distribute and an inner
// parallel for reduction, target data around repeated regions with target update.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | vec_mult sum 6656.0
// | dotprod 6656.0
// | updates: 31.5, p[0] 2.0
#include <stdio.h>

#define N 1024
float v1[N], v2[N], p[N];

static void init(float *a, float *b, int n) {
  // Small integers and halves: every sum is exact in float, whatever its order.
  for (int i = 0; i < n; i++) { a[i] = (i % 8) * 0.5f; b[i] = (i % 4) * 2.0f; }
}

// target.3: array sections of pointers.
static void vec_mult(float *a, float *b, float *c, int n) {
#pragma omp target map(to: a[0:n], b[0:n]) map(from: c[0:n])
#pragma omp parallel for
  for (int i = 0; i < n; i++) c[i] = a[i] * b[i];
}

// teams.1-style dot product: the league splits the outer blocks, each team's threads the
// inner loop.
static float dotprod(float *b, float *c, int n, int block, int nteams, int blim) {
  float sum = 0;
#pragma omp target map(to: b[0:n], c[0:n]) map(tofrom: sum)
#pragma omp teams num_teams(nteams) thread_limit(blim) reduction(+:sum)
#pragma omp distribute
  for (int i0 = 0; i0 < n; i0 += block)
#pragma omp parallel for reduction(+:sum)
    for (int i = i0; i < (i0 + block < n ? i0 + block : n); i++)
      sum += b[i] * c[i];
  return sum;
}

int main(void) {
  init(v1, v2, N);
  vec_mult(v1, v2, p, N);
  double s = 0;
  for (int i = 0; i < N; i++) s += p[i];
  printf("vec_mult sum %.1f\n", s);
  printf("dotprod %.1f\n", dotprod(v1, v2, N, 64, 8, 32));

  // target_update.1: changes on the host between regions go through target update.
  float acc = 0;
#pragma omp target data map(to: v1, v2) map(from: p)
  {
    for (int it = 0; it < 3; it++) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) p[i] = v1[i] + v2[i];
#pragma omp target update from(p)
      acc += p[N - 1];
      for (int i = 0; i < N; i++) v1[i] += 1;
#pragma omp target update to(v1)
    }
  }
  printf("updates: %.1f, p[0] %.1f\n", acc, p[0]);
  return 0;
}
