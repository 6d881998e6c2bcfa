// loop gang vector reduction(+) inside a parallel region with copy of the reduction variable.
// expect-exit: 0
// expect-stdout:
// | loop reduction 479604
#include <stdio.h>
#include <openacc.h>
#define N 10000
int main(void) {
  long s = 0;
  #pragma acc parallel copy(s)
  {
    #pragma acc loop gang vector reduction(+:s)
    for (int i = 0; i < N; i++) s += i % 97;
  }
  long e = 0;
  for (int i = 0; i < N; i++) e += i % 97;
  printf("loop reduction %ld\n", s);
  return s != e;
}
