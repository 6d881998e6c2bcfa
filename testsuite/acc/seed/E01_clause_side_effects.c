// Seed 3.3 §8 E1 (spec §2.1, L897-901): parallel num_gangs(foo(++i)) num_workers(bar(++i))
// async(foo(++i)). The order and number of evaluations are unspecified, so only the region's
// effect is checked, never the final i.
// expect-exit: 0
// expect-stdout:
// | E1 sum 1240 (i evaluated somehow)
#include <stdio.h>
#include <openacc.h>
static int foo(int x) { return 1 + x % 4; }
static int bar(int x) { return 1 + x % 2; }
int main(void) {
  int i = 0;
  int a[16];
  #pragma acc parallel num_gangs(foo(++i)) num_workers(bar(++i)) async(foo(++i)) copyout(a)
  {
    #pragma acc loop gang worker
    for (int k = 0; k < 16; k++) a[k] = k * k;
  }
  #pragma acc wait
  int s = 0;
  for (int k = 0; k < 16; k++) s += a[k];
  printf("E1 sum %d (i evaluated %s)\n", s, i >= 0 ? "somehow" : "never");
  return s != 1240;
}
