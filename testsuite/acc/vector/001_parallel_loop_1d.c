// parallel loop with no level clause over 100003 elements (not a multiple of 32 or 128).
// expect-exit: 0
// expect-stdout:
// | parallel loop sum 151915731 last 2333 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100003
int main(void) {
  static int x[N], y[N];
  for (int i = 0; i < N; i++) { x[i] = (i * 7) % 1009; y[i] = -1; }
  #pragma acc parallel loop copyin(x) copyout(y)
  for (int i = 0; i < N; i++) y[i] = 3 * x[i] + (i & 15);
  int bad = 0;
  long s = 0;
  for (int i = 0; i < N; i++) {
    bad += y[i] != 3 * x[i] + (i & 15);
    s += y[i];
  }
  printf("parallel loop sum %ld last %d bad %d\n", s, y[N - 1], bad);
  return bad != 0;
}
