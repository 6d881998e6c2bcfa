// declare link on a global: the device copy is allocated by a data clause when needed.
// (gcc 12 refuses a link global inside a routine function, so the region reads it directly.)
// expect-exit: 0
// expect-stdout:
// | declare link 4096.0
#include <stdio.h>
#include <openacc.h>
#define N 64
double big[N];
#pragma acc declare link(big)
int main(void) {
  for (int i = 0; i < N; i++) big[i] = i + 0.5;
  double out[N];
  #pragma acc data copyin(big)
  {
    #pragma acc parallel loop copyout(out)
    for (int i = 0; i < N; i++) out[i] = big[i] * 2;
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf("declare link %.1f\n", s);
  return s != 4096.0;
}
