// declare device_resident on a global: device-only storage, used only in compute regions;
// results leave through a normal copyout.
// expect-exit: 0
// expect-stdout:
// | device_resident -247500
#include <stdio.h>
#include <openacc.h>
#define N 100
int scratch[N];
#pragma acc declare device_resident(scratch)
int main(void) {
  int out[N];
  #pragma acc parallel loop
  for (int i = 0; i < N; i++) scratch[i] = i * i;
  #pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; i++) out[i] = scratch[i] - scratch[N - 1 - i];
  int s = 0;
  for (int i = 0; i < N; i++) s += out[i] * (i < N / 2);
  printf("device_resident %d\n", s);
  return s != -247500;
}
