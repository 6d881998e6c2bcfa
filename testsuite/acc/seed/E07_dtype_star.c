// Seed 3.3 §8 E7 (spec §2.4, L994-996), Fortran translated to C: as E6 but
// device_type(*) num_gangs(2) first: foo (nvidia) -> 4, bar (radeon) -> default gangs with 8
// workers, others -> 2. The result does not depend on those numbers. copyout(a) comes before the
// first device_type: only async, wait, num_gangs, num_workers and vector_length may follow
// device_type on parallel (§2.5.1).
// expect-from: hand (gcc 12 lacks the device_type clause)
// expect-exit: 0
// expect-stdout:
// | E7 sum 8128
#include <stdio.h>
#include <openacc.h>
#define N 128
int main(void) {
  int a[N];
  #pragma acc parallel copyout(a) device_type(*) num_gangs(2) device_type(nvidia) num_gangs(4) device_type(radeon) num_workers(8)
  {
    #pragma acc loop gang worker
    for (int i = 0; i < N; i++) a[i] = i;
  }
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("E7 sum %d\n", s);
  return s != 8128;
}
