// Dynamic reference counting: two enter data copyin, one exit data delete leaves the data
// present with its device values; the second exit data copyout brings them back.
// expect-exit: 0
// expect-stdout:
// | refcount present after one delete 1 sum 204950
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc enter data copyin(a)
  #pragma acc enter data copyin(a)
  #pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++) a[i] += 1000;
  #pragma acc exit data delete(a)
  int still = acc_is_present(a, sizeof a);
  #pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++) a[i] += 1000;
  #pragma acc exit data copyout(a)
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("refcount present after one delete %d sum %ld\n", still, s);
  return !(still && s == 4950 + 200000);
}
