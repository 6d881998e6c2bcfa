// Directives and routines share one reference count: enter data + acc_copyin, then
// acc_delete + exit data copyout.
// expect-exit: 0
// expect-stdout:
// | api mixed present 1 sum 31600
#include <stdio.h>
#include <openacc.h>
#define N 80
int main(void) {
  long a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc enter data copyin(a)
  acc_copyin(a, sizeof a);
  #pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++) a[i] *= 10;
  acc_delete(a, sizeof a);
  int p = acc_is_present(a, sizeof a);
  #pragma acc exit data copyout(a)
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("api mixed present %d sum %ld\n", p, s);
  return !(p == 1 && s == 31600);
}
