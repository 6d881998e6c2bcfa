// routine vector with a loop vector inside, called from a gang loop.
// expect-exit: 0
// expect-stdout:
// | routine vector 6854400.0
#include <stdio.h>
#include <openacc.h>
#define R 20
#define C 256
#pragma acc routine vector
static void scale_row(double *row, int n, double f) {
  #pragma acc loop vector
  for (int j = 0; j < n; j++) row[j] *= f;
}
int main(void) {
  static double m[R][C];
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) m[i][j] = j;
  #pragma acc parallel loop gang copy(m)
  for (int i = 0; i < R; i++) scale_row(m[i], C, i + 1);
  double s = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) s += m[i][j];
  printf("routine vector %.1f\n", s);
  return s != 210.0 * 32640;
}
