// Seed 1.2 §7 S1 2.4.10 (reduction operator table): the private copies start at the operator's
// identity, so extreme values survive: max over values near INT_MIN, min near INT_MAX, & over
// all-ones, * over ones, || over zeros, && over ones.
// expect-exit: 0
// expect-stdout:
// | S1 max -2147483647 min 2147483646 and -1 mul 1 or 0 andand 1
#include <stdio.h>
#include <limits.h>
#include <openacc.h>
#define N 200
int main(void) {
  int mx = INT_MIN, mn = INT_MAX, an = -1, mu = 1, lo = 0, la = 1;
  #pragma acc parallel loop reduction(max:mx) reduction(min:mn) reduction(&:an) reduction(*:mu) reduction(||:lo) reduction(&&:la)
  for (int i = 0; i < N; i++) {
    int v = INT_MIN + (i == 77);
    mx = v > mx ? v : mx;
    int w = INT_MAX - (i == 13);
    mn = w < mn ? w : mn;
    an &= -1;
    mu *= 1;
    lo = lo || 0;
    la = la && 1;
  }
  printf("S1 max %d min %d and %d mul %d or %d andand %d\n", mx, mn, an, mu, lo, la);
  return !(mx == INT_MIN + 1 && mn == INT_MAX - 1 && an == -1 && mu == 1 && lo == 0 && la == 1);
}
