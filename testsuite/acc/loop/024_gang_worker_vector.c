// One loop partitioned across gangs, workers and vector lanes together.
// expect-exit: 0
// expect-stdout:
// | gwv single loop 51031728.0
#include <stdio.h>
#include <openacc.h>
#define N 100000
int main(void) {
  static float a[N];
  #pragma acc parallel loop gang worker vector copyout(a)
  for (int i = 0; i < N; i++) a[i] = (float)(i & 1023);
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("gwv single loop %.1f\n", s);
  return 0;
}
