// declare target link (OpenMP 4.5 §2.10.6): the global gets its device storage from the map
// clauses of the constructs that use it; a function declared target reads it.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 8064.0
#include <stdio.h>

#define N 64
double table[N];
#pragma omp declare target link(table)

#pragma omp declare target
static double lookup(int i) { return table[i % N]; }
#pragma omp end declare target

int main(void) {
  for (int i = 0; i < N; i++) table[i] = i;
  double out[2 * N];
#pragma omp target teams distribute parallel for map(to: table) map(from: out)
  for (int i = 0; i < 2 * N; i++) out[i] = lookup(i) * 2;
  double s = 0;
  for (int i = 0; i < 2 * N; i++) s += out[i];
  printf("sum %.1f\n", s);
  return 0;
}
