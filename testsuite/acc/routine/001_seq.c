// routine seq called from a gang-vector parallel loop.
// expect-exit: 0
// expect-stdout:
// | routine seq collatz total 59542 max 178
#include <stdio.h>
#include <openacc.h>
#define N 1000
#pragma acc routine seq
static int collatz_steps(long n) {
  int s = 0;
  while (n != 1) { n = (n & 1) ? 3 * n + 1 : n / 2; s++; }
  return s;
}
int main(void) {
  int steps[N];
  #pragma acc parallel loop copyout(steps)
  for (int i = 0; i < N; i++) steps[i] = collatz_steps(i + 1);
  long s = 0;
  int mx = 0;
  for (int i = 0; i < N; i++) { s += steps[i]; if (steps[i] > mx) mx = steps[i]; }
  printf("routine seq collatz total %ld max %d\n", s, mx);
  return mx != 178;
}
