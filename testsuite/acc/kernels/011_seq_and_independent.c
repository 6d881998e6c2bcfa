// kernels with an outer independent loop and an inner loop with a dependence marked seq.
// expect-exit: 0
// expect-stdout:
// | row prefix total 4500 m[7][59] 90
#include <stdio.h>
#include <openacc.h>
#define R 50
#define C 60
int main(void) {
  static int m[R][C];
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) m[i][j] = (i + j) % 4;
  #pragma acc kernels copy(m)
  {
    #pragma acc loop independent
    for (int i = 0; i < R; i++) {
      #pragma acc loop seq
      for (int j = 1; j < C; j++) m[i][j] += m[i][j - 1];
    }
  }
  long s = 0;
  for (int i = 0; i < R; i++) s += m[i][C - 1];
  printf("row prefix total %ld m[7][59] %d\n", s, m[7][C - 1]);
  return 0;
}
