// loop worker nested in loop gang.
// expect-exit: 0
// expect-stdout:
// | worker loop a[19][32] 659 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 20
#define C 33
int main(void) {
  int a[R][C];
  #pragma acc parallel copyout(a)
  {
    #pragma acc loop gang
    for (int i = 0; i < R; i++) {
      #pragma acc loop worker
      for (int j = 0; j < C; j++) a[i][j] = i * C + j;
    }
  }
  int bad = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) bad += a[i][j] != i * C + j;
  printf("worker loop a[19][32] %d bad %d\n", a[R - 1][C - 1], bad);
  return bad != 0;
}
