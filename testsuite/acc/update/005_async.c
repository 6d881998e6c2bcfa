// update self async(1) followed by wait(1); update device async(2) ordered before a compute
// region on queue 2.
// expect-exit: 0
// expect-stdout:
// | update async 500500
#include <stdio.h>
#include <openacc.h>
#define N 1000
int main(void) {
  static int a[N];
  for (int i = 0; i < N; i++) a[i] = 0;
  #pragma acc data copyin(a)
  {
    for (int i = 0; i < N; i++) a[i] = i;
    #pragma acc update device(a) async(2)
    #pragma acc parallel loop present(a) async(2)
    for (int i = 0; i < N; i++) a[i] += 1;
    #pragma acc update self(a) async(2)
    #pragma acc wait(2)
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("update async %ld\n", s);
  return s != 500500;
}
