// kernels loop gang with an inner loop worker(4).
// expect-exit: 0
// expect-stdout:
// | kernels worker(4) 146400
#include <stdio.h>
#include <openacc.h>
#define R 24
#define C 100
int main(void) {
  static int a[R][C];
  #pragma acc kernels copyout(a)
  {
    #pragma acc loop gang
    for (int i = 0; i < R; i++) {
      #pragma acc loop worker(4)
      for (int j = 0; j < C; j++) a[i][j] = i + j;
    }
  }
  long s = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) s += a[i][j];
  printf("kernels worker(4) %ld\n", s);
  return s != 100L * 276 + 24L * 4950;
}
