// A gang-loop reduction whose variable is copied by the parallel construct, then used by a
// second compute region in the same data region.
// expect-exit: 0
// expect-stdout:
// | gang reduction then reuse 2044 4088
#include <stdio.h>
#include <openacc.h>
#define N 512
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i % 9;
  int total = 0;
  int out[1];
  #pragma acc data copyin(a) copy(total) copyout(out)
  {
    #pragma acc parallel loop gang vector reduction(+:total)
    for (int i = 0; i < N; i++) total += a[i];
    #pragma acc serial
    out[0] = total * 2;
  }
  printf("gang reduction then reuse %d %d\n", total, out[0]);
  return !(total == 2044 && out[0] == 4088);
}
