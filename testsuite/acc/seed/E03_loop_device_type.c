// Seed 3.3 §8 E3 (spec §2.4, L975): loop gang device_type(foo) worker — for foo gang + worker,
// for other devices gang only. `foo` is written as nvidia here (a device type name every
// implementation knows); the result does not depend on the partitioning.
// expect-from: hand (gcc 12 lacks the device_type clause)
// expect-exit: 0
// expect-stdout:
// | E3 sum 4950
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int a[N];
  #pragma acc parallel copyout(a)
  {
    #pragma acc loop gang device_type(nvidia) worker
    for (int i = 0; i < N; i++) a[i] = i;
  }
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("E3 sum %d\n", s);
  return s != 4950;
}
