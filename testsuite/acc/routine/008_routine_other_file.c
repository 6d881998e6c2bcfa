// A routine defined in another translation unit (compiled separately and linked): the
// compute region calls it. Its PTX refers to `sq` as an external function; the runtime links
// it with the helper's PTX, which exports `sq`, when the GPU loads them (docs/gpu.md
// "Device code across files").
// link-with-acc: helpers/sq.c
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
