// A routine defined in another translation unit (compiled separately and linked): the
// compute region calls it. Device code is not linked across files yet, so the compiler warns
// that the region has no GPU code; on the host device it runs as any other region.
// link-with: helpers/sq.c
// gpu-device: host (a GPU launch stops with "no device code for this kernel")
// expect-from: hand (gcc -fopenacc also needs the helper compiled for its offload target)
// expect-exit: 0
// expect-stdout:
// | routine from another file: a[9] = 81 sum 328350
#include <stdio.h>
#pragma acc routine seq
double sq(double x);
int main(void) {
  double a[100];
  #pragma acc parallel loop copyout(a)
  for (int i = 0; i < 100; i++) a[i] = sq(i);
  double s = 0;
  for (int i = 0; i < 100; i++) s += a[i];
  printf("routine from another file: a[9] = %g sum %g\n", a[9], s);
  return !(a[9] == 81 && s == 328350);
}
