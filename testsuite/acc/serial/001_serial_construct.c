// serial construct: a sequential prefix sum on the device (one gang, one worker, one lane).
// expect-exit: 0
// expect-stdout:
// | serial prefix last 295 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int a[N], p[N];
  for (int i = 0; i < N; i++) a[i] = i % 7;
  #pragma acc serial copyin(a) copyout(p)
  {
    int run = 0;
    for (int i = 0; i < N; i++) { run += a[i]; p[i] = run; }
  }
  int run = 0, bad = 0;
  for (int i = 0; i < N; i++) { run += a[i]; bad += p[i] != run; }
  printf("serial prefix last %d bad %d\n", p[N - 1], bad);
  return bad != 0;
}
