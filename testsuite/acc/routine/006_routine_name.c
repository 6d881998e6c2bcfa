// routine(name) seq: the directive names a function declared earlier.
// expect-exit: 0
// expect-stdout:
// | routine(name) 185112 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100
static int mix(int a, int b);
#pragma acc routine(mix) seq
static int mix(int a, int b) { return (a * 31) ^ (b * 17); }
int main(void) {
  int out[N];
  #pragma acc parallel loop copyout(out)
  for (int i = 0; i < N; i++) out[i] = mix(i, N - i);
  long s = 0;
  int bad = 0;
  for (int i = 0; i < N; i++) { s += out[i]; bad += out[i] != mix(i, N - i); }
  printf("routine(name) %ld bad %d\n", s, bad);
  return bad != 0;
}
