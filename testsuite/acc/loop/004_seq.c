// loop seq inside a gang loop: the inner dependence is kept in order.
// expect-exit: 0
// expect-stdout:
// | seq loop 7614580
#include <stdio.h>
#include <openacc.h>
#define R 16
#define C 50
int main(void) {
  long a[R][C];
  #pragma acc parallel loop gang copyout(a)
  for (int i = 0; i < R; i++) {
    a[i][0] = i;
    #pragma acc loop seq
    for (int j = 1; j < C; j++) a[i][j] = a[i][j - 1] * 3 % 1000003 + j;
  }
  long s = 0;
  for (int i = 0; i < R; i++) s += a[i][C - 1];
  printf("seq loop %ld\n", s);
  return 0;
}
