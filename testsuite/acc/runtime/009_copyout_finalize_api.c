// acc_copyout_finalize and acc_delete_finalize clear every dynamic reference at once.
// expect-exit: 0
// expect-stdout:
// | finalize api sum 1200 gone 1
#include <stdio.h>
#include <openacc.h>
#define N 16
int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 1; }
  acc_copyin(a, sizeof a);
  acc_copyin(a, sizeof a);
  acc_copyin(b, sizeof b);
  acc_copyin(b, sizeof b);
  int shared = acc_deviceptr(a) == (void *)a;
  #pragma acc parallel loop present(a, b)
  for (int i = 0; i < N; i++) { a[i] *= 10; b[i] = 5; }
  acc_copyout_finalize(a, sizeof a);
  acc_delete_finalize(b, sizeof b);
  int gone = shared || (!acc_is_present(a, sizeof a) && !acc_is_present(b, sizeof b));
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("finalize api sum %d gone %d\n", s, gone);
  return !(s == 1200 && gone);
}
