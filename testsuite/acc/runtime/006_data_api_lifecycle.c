// The present-table lifecycle through the API: acc_copyin, acc_is_present, acc_deviceptr /
// acc_hostptr round trip, acc_update_device / acc_update_self, acc_copyout.
// expect-exit: 0
// expect-stdout:
// | api lifecycle present 1 round trip 1 half 4096 all 16384
#include <stdio.h>
#include <openacc.h>
#define N 128
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  void *d = acc_copyin(a, sizeof a);
  int present = acc_is_present(a, sizeof a) && acc_is_present(a + 10, 4 * sizeof(int));
  int round = acc_deviceptr(a) == d && acc_hostptr(d) == (void *)a &&
              acc_deviceptr(a + 5) == (void *)((char *)d + 5 * sizeof(int));
  for (int i = 0; i < N; i++) a[i] = 2 * i;
  acc_update_device(a, sizeof a);
  #pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++) a[i] += 1;
  acc_update_self(a, N / 2 * sizeof(int));
  long half = 0;
  for (int i = 0; i < N / 2; i++) half += a[i];
  acc_copyout(a, sizeof a);
  long all = 0;
  for (int i = 0; i < N; i++) all += a[i];
  printf("api lifecycle present %d round trip %d half %ld all %ld\n", present, round, half, all);
  return !(present && round && half == 4096 && all == 16384);
}
