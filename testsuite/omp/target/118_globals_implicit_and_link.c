// Globals in target regions: a global array referenced without a clause (implicitly mapped
// tofrom, 4.5 §2.15.5), a global scalar referenced without a clause (firstprivate: its
// assignment in the region does not come back), a declare target link array mapped
// explicitly where it is used, and a function-scope static array.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | field[10] 11.0 generation 1
// | weighted 17056.000
// | link: big[3] 7.0 big[N-1] 511.0
#include <stdio.h>

#define N 256
double field[N];
int generation = 1;
double big[N];
#pragma omp declare target link(big)

static double accumulate(void) {
  static double weights[N];
  for (int i = 0; i < N; i++) weights[i] = 1.0 / (1 + i % 4);
  double s = 0;
#pragma omp target teams distribute parallel for map(to: weights) reduction(+: s)
  for (int i = 0; i < N; i++) s += weights[i] * field[i];
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) field[i] = i;
#pragma omp target
  {
    for (int i = 0; i < N; i++) field[i] += generation;
    generation = 100;
  }
  printf("field[10] %.1f generation %d\n", field[10], generation);
  printf("weighted %.3f\n", accumulate());
  for (int i = 0; i < N; i++) big[i] = 2.0 * i;
#pragma omp target teams distribute parallel for map(tofrom: big)
  for (int i = 0; i < N; i++) big[i] += 1.0;
  printf("link: big[3] %.1f big[N-1] %.1f\n", big[3], big[N - 1]);
  return 0;
}
