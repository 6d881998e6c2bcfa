// Two levels written as separate directives: target teams around a distribute loop over rows
// whose body holds a parallel for over the row's columns (4.5 §2.10.8, §2.11.2), the way
// codes port nested loops, with a per-row result written after the inner loop.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | rowsum[0] 897.0 rowsum[R-1] 901.0 total 180003.0
#include <stdio.h>

#define R 200
#define C 300

static double m[R][C], rowsum[R];

static void rows(void) {
#pragma omp target teams map(to: m) map(from: rowsum)
#pragma omp distribute
  for (int i = 0; i < R; i++) {
    double s = 0;
#pragma omp parallel for reduction(+: s)
    for (int j = 0; j < C; j++) s += m[i][j];
    rowsum[i] = s;
  }
}

int main(void) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) m[i][j] = (i + j) % 7;
  rows();
  double t = 0;
  for (int i = 0; i < R; i++) t += rowsum[i];
  printf("rowsum[0] %.1f rowsum[R-1] %.1f total %.1f\n", rowsum[0], rowsum[R - 1], t);
  return 0;
}
