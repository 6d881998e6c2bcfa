// One reduction clause with several variables of different types.
// expect-exit: 0
// expect-stdout:
// | several vars a 1000 b 499510 c 500.5
#include <stdio.h>
#include <openacc.h>
#define N 1000
int main(void) {
  int a = 0;
  long b = 10;
  double c = 0.5;
  #pragma acc parallel loop reduction(+:a, b, c)
  for (int i = 0; i < N; i++) { a += 1; b += i; c += 0.5; }
  printf("several vars a %d b %ld c %.1f\n", a, b, c);
  return !(a == N && b == 10 + 499500 && c == 500.5);
}
