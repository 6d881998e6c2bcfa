// declare copyin on a global initialised at compile time: present on the device from the start.
// expect-exit: 0
// expect-stdout:
// | declare copyin global 220
#include <stdio.h>
#include <openacc.h>
#define N 10
int weights[N] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
#pragma acc declare copyin(weights)
int main(void) {
  int out[N];
  #pragma acc parallel loop present(weights) copyout(out)
  for (int i = 0; i < N; i++) out[i] = weights[i] * weights[N - 1 - i];
  int s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf("declare copyin global %d\n", s);
  return s != 220;
}
