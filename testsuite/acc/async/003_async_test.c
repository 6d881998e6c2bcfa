// acc_async_test returns nonzero once the queue's work is done (after a wait), and
// acc_async_test_all likewise; a queue never used counts as done.
// expect-exit: 0
// expect-stdout:
// | async_test after wait 1 all 1 unused 1 sum 124750
#include <stdio.h>
#include <openacc.h>
#define N 500
int main(void) {
  int a[N];
  #pragma acc parallel loop async(7) copyout(a)
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc wait(7)
  int t7 = acc_async_test(7) != 0;
  int tall = acc_async_test_all() != 0;
  int tnew = acc_async_test(99) != 0;
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("async_test after wait %d all %d unused %d sum %d\n", t7, tall, tnew, s);
  return !(t7 && tall && tnew && s == 124750);
}
