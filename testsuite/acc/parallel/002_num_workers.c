// parallel num_workers(4): a gang loop over rows and a worker loop over columns.
// expect-exit: 0
// expect-stdout:
// | num_workers sum 12079200.0 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 16
#define C 100
int main(void) {
  static double m[R][C];
  #pragma acc parallel num_workers(4) copyout(m)
  {
    #pragma acc loop gang
    for (int i = 0; i < R; i++) {
      #pragma acc loop worker
      for (int j = 0; j < C; j++) m[i][j] = i * 1000.0 + j;
    }
  }
  int bad = 0;
  double s = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) { s += m[i][j]; if (m[i][j] != i * 1000.0 + j) bad++; }
  printf("num_workers sum %.1f bad %d\n", s, bad);
  return bad != 0;
}
