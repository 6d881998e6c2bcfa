// collapse(3) with a reduction.
// expect-exit: 0
// expect-stdout:
// | collapse3 29725
#include <stdio.h>
#include <openacc.h>
#define A 9
#define B 10
#define C 11
int main(void) {
  static int v[A][B][C];
  for (int i = 0; i < A; i++) for (int j = 0; j < B; j++) for (int k = 0; k < C; k++) v[i][j][k] = (i * 3 + j * 5 + k * 7) % 13;
  long s = 0;
  #pragma acc parallel loop collapse(3) reduction(+:s) copyin(v)
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int k = 0; k < C; k++) s += v[i][j][k] * (i + 1);
  long e = 0;
  for (int i = 0; i < A; i++) for (int j = 0; j < B; j++) for (int k = 0; k < C; k++) e += v[i][j][k] * (i + 1);
  printf("collapse3 %ld\n", s);
  return s != e;
}
