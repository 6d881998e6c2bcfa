// Async data routines: acc_copyin_async, acc_update_self_async, acc_copyout_async on one queue.
// expect-exit: 0
// expect-stdout:
// | async data api mid 265 sum 70400
#include <stdio.h>
#include <openacc.h>
#define N 256
int main(void) {
  static int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  acc_copyin_async(a, sizeof a, 3);
  #pragma acc parallel loop present(a) async(3)
  for (int i = 0; i < N; i++) a[i] += 10;
  acc_update_self_async(a, sizeof a, 3);
  acc_wait(3);
  int mid = a[N - 1];
  #pragma acc parallel loop present(a) async(3)
  for (int i = 0; i < N; i++) a[i] *= 2;
  acc_copyout_async(a, sizeof a, 3);
  acc_wait(3);
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("async data api mid %d sum %ld\n", mid, s);
  return !(mid == 265 && s == 2L * (32640 + 2560));
}
