// kernels with loop independent asserted on a loop with indirect (but distinct) indices.
// expect-exit: 0
// expect-stdout:
// | kernels independent a[0] 0 a[1] 845 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 1024
int main(void) {
  static int perm[N], a[N];
  for (int i = 0; i < N; i++) perm[i] = (i * 389) % N; /* 389 is odd: a permutation */
  #pragma acc kernels copyin(perm) copyout(a)
  {
    #pragma acc loop independent
    for (int i = 0; i < N; i++) a[perm[i]] = i;
  }
  int bad = 0;
  for (int i = 0; i < N; i++) bad += a[perm[i]] != i;
  printf("kernels independent a[0] %d a[1] %d bad %d\n", a[0], a[1], bad);
  return bad != 0;
}
