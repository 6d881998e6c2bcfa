// data copyout: device-only initialisation, copied back at exit.
// expect-exit: 0
// expect-stdout:
// | copyout 12059040 a[776] 31040
#include <stdio.h>
#include <openacc.h>
#define N 777
int main(void) {
  static short a[N];
  #pragma acc data copyout(a)
  {
    #pragma acc parallel loop
    for (int i = 0; i < N; i++) a[i] = (short)(i * 40);
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("copyout %ld a[776] %d\n", s, a[N - 1]);
  return 0;
}
