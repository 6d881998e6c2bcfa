// loop gang in a parallel region.
// expect-exit: 0
// expect-stdout:
// | gang loop 302201 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 777
int main(void) {
  int a[N];
  #pragma acc parallel copyout(a)
  {
    #pragma acc loop gang
    for (int i = 0; i < N; i++) a[i] = i ^ 0x55;
  }
  long s = 0;
  int bad = 0;
  for (int i = 0; i < N; i++) { s += a[i]; bad += a[i] != (i ^ 0x55); }
  printf("gang loop %ld bad %d\n", s, bad);
  return bad != 0;
}
