// A reduction over a loop with no iterations leaves the original value.
// expect-exit: 0
// expect-stdout:
// | zero trip s 42 p 7 max -3 d 1.25
#include <stdio.h>
#include <openacc.h>
int main(void) {
  int n = 0;
  int s = 42, p = 7, mx = -3;
  double d = 1.25;
  #pragma acc parallel loop reduction(+:s) reduction(*:p) reduction(max:mx) reduction(+:d)
  for (int i = 0; i < n; i++) { s += i; p *= i; mx = i > mx ? i : mx; d += 1.0; }
  printf("zero trip s %d p %d max %d d %.2f\n", s, p, mx, d);
  return !(s == 42 && p == 7 && mx == -3 && d == 1.25);
}
