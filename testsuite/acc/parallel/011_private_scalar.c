// private scalar on a parallel loop: each iteration's temporary is its own.
// expect-exit: 0
// expect-stdout:
// | private sum 51115 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 1000
int main(void) {
  int a[N];
  int t = -7;
  #pragma acc parallel loop private(t) copyout(a)
  for (int i = 0; i < N; i++) {
    t = i * i;
    t = t % 101;
    a[i] = t + 1;
  }
  int bad = 0;
  long s = 0;
  for (int i = 0; i < N; i++) { s += a[i]; bad += a[i] != (i * i) % 101 + 1; }
  printf("private sum %ld bad %d\n", s, bad);
  return bad != 0;
}
