// Array reductions on device constructs (OpenMP 4.5 §2.15.3.6 for array sections in C): a histogram with reduction(+: hist[0:B]) over target teams distribute parallel for, a whole array, max over an array section, and an array reduction on target teams distribute.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | hist 1000 1000 1000
// | whole 2500 2501 2502 2500
// | max 976 976 976
// | sums 4995100 5004100
#include <stdio.h>

#define N 10000
#define B 10

int main(void) {
  int hist[B] = {0}, whole[4] = {1, 1, 1, 1}, mx[3] = {0, 0, 0};
  long sums[B];
  for (int b = 0; b < B; b++) sums[b] = 100;
#pragma omp target teams distribute parallel for reduction(+: hist[0:B]) map(tofrom: hist)
  for (int i = 0; i < N; i++) hist[(i * 7919) % B]++;
#pragma omp target teams distribute parallel for reduction(+: whole)
  for (int i = 0; i < N; i++) whole[i % 4] += i % 3;
#pragma omp target teams distribute parallel for reduction(max: mx[0:3])
  for (int i = 0; i < N; i++) {
    int v = (i * 31) % 977;
    if (v > mx[i % 3]) mx[i % 3] = v;
  }
#pragma omp target teams distribute reduction(+: sums)
  for (int i = 0; i < N; i++) sums[i % B] += i;
  printf("hist %d %d %d\n", hist[0], hist[5], hist[9]);
  printf("whole %d %d %d %d\n", whole[0], whole[1], whole[2], whole[3]);
  printf("max %d %d %d\n", mx[0], mx[1], mx[2]);
  printf("sums %ld %ld\n", sums[0], sums[9]);
  return 0;
}
