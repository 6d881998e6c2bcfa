// exit data ... finalize: the dynamic reference count drops to zero at once.
// expect-exit: 0
// expect-stdout:
// | finalize sum 2016 absent 1
#include <stdio.h>
#include <openacc.h>
#define N 64
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 1;
  #pragma acc enter data copyin(a)
  #pragma acc enter data copyin(a)
  #pragma acc enter data copyin(a)
  #pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc exit data copyout(a) finalize
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  /* After finalize the data is gone; on a device with its own memory it must be absent. */
  int shared = 0;
  int b[1] = {0};
  #pragma acc enter data copyin(b)
  shared = acc_deviceptr(b) == (void *)b;
  #pragma acc exit data delete(b)
  int absent_ok = shared || !acc_is_present(a, sizeof a);
  printf("finalize sum %ld absent %d\n", s, absent_ok);
  return !(s == 2016 && absent_ok);
}
