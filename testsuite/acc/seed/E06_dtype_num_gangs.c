// Seed 3.3 §8 E6 (spec §2.4, L989-991), Fortran translated to C: parallel num_gangs(2)
// device_type(foo) num_gangs(4) device_type(bar) num_workers(8). foo and bar are written nvidia
// and radeon. foo -> 4 gangs, bar and the others -> 2, bar also 8 workers; the checked result
// does not depend on those numbers. copyout(a) comes before the first device_type: only async,
// wait, num_gangs, num_workers and vector_length may follow device_type on parallel (§2.5.1).
// expect-from: hand (gcc 12 lacks the device_type clause)
// expect-exit: 0
// expect-stdout:
// | E6 sum 8128
#include <stdio.h>
#include <openacc.h>
#define N 128
int main(void) {
  int a[N];
  #pragma acc parallel copyout(a) num_gangs(2) device_type(nvidia) num_gangs(4) device_type(radeon) num_workers(8)
  {
    #pragma acc loop gang worker
    for (int i = 0; i < N; i++) a[i] = i;
  }
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("E6 sum %d\n", s);
  return s != 8128;
}
