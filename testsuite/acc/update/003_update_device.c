// update device: the host changes the data inside a data region and pushes it.
// expect-exit: 0
// expect-stdout:
// | update device 2450
#include <stdio.h>
#include <openacc.h>
#define N 50
int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) a[i] = 1;
  #pragma acc data copyin(a) copyout(b)
  {
    for (int i = 0; i < N; i++) a[i] = i;
    #pragma acc update device(a)
    #pragma acc parallel loop
    for (int i = 0; i < N; i++) b[i] = a[i] * 2;
  }
  int s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  printf("update device %d\n", s);
  return s != 2450;
}
