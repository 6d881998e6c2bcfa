// distribute with dist_schedule(static[, chunk]) (OpenMP 4.5 §2.10.8) and the combined distribute forms: every iteration runs exactly once whatever the chunk and the number of teams, with chunks smaller than, equal to and larger than the iteration count.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | dist_schedule(static, 1): each once
// | dist_schedule(static, 7): each once
// | dist_schedule(static, 64): each once
// | dist_schedule(static, 5000): each once
// | distribute parallel for: each once
// | distribute simd: each once
// | sum 499500
#include <stdio.h>

#define N 1000

static int check(const int *hits, int n) {
  for (int i = 0; i < n; i++)
    if (hits[i] != 1) return 0;
  return 1;
}

int main(void) {
  int hits[N];
  int chunks[4] = {1, 7, 64, 5000};
  for (int c = 0; c < 4; c++) {
    int ch = chunks[c];
    for (int i = 0; i < N; i++) hits[i] = 0;
#pragma omp target teams distribute dist_schedule(static, ch) map(tofrom: hits)
    for (int i = 0; i < N; i++) hits[i] += 1;
    printf("dist_schedule(static, %d): %s\n", ch, check(hits, N) ? "each once" : "WRONG");
  }
  for (int i = 0; i < N; i++) hits[i] = 0;
#pragma omp target teams distribute parallel for dist_schedule(static) schedule(static, 3) map(tofrom: hits)
  for (int i = 0; i < N; i++) hits[i] += 1;
  printf("distribute parallel for: %s\n", check(hits, N) ? "each once" : "WRONG");
  for (int i = 0; i < N; i++) hits[i] = 0;
#pragma omp target teams map(tofrom: hits)
#pragma omp distribute simd dist_schedule(static, 16)
  for (int i = 0; i < N; i++) hits[i] += 1;
  printf("distribute simd: %s\n", check(hits, N) ? "each once" : "WRONG");
  long s = 0;
#pragma omp target teams distribute parallel for simd dist_schedule(static, 100) reduction(+: s)
  for (int i = 0; i < N; i++) s += i;
  printf("sum %ld\n", s);
  return 0;
}
