// Seed 3.3 §8 E5 (spec §2.4, L984-985): routine device_type(foo) worker device_type(*) gang —
// conforming: worker for foo (written nvidia here), gang for every other device. The routine is
// called from gang-redundant context, which suits both levels. (E4, the nonconforming
// `routine gang device_type(foo) worker`, is a compile-error test and has no program.)
// expect-from: hand (gcc 12 lacks the device_type clause)
// expect-exit: 0
// expect-stdout:
// | E5 sum 19900
#include <stdio.h>
#include <openacc.h>
#define N 200
#pragma acc routine device_type(nvidia) worker device_type(*) gang
static void fill(int *a, int n) {
  #pragma acc loop
  for (int i = 0; i < n; i++) a[i] = i;
}
int main(void) {
  int a[N];
  #pragma acc parallel copyout(a)
  fill(a, N);
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("E5 sum %d\n", s);
  return s != 19900;
}
