// copyout(zero:) (OpenACC 3.x): the device copy starts zero-filled, so elements the region does
// not write come back as 0 (the host array starts at 0 too, so the serial result matches).
// expect-from: hand (gcc 12 lacks the zero modifier)
// expect-exit: 0
// expect-stdout:
// | copyout zero sum 2450 zeros 50
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 0;
  #pragma acc parallel loop copyout(zero: a)
  for (int i = 0; i < N; i += 2) a[i] = i;
  int s = 0, z = 0;
  for (int i = 0; i < N; i++) { s += a[i]; z += (i & 1) && a[i] == 0; }
  printf("copyout zero sum %d zeros %d\n", s, z);
  return !(s == 2450 && z == 50);
}
