// parallel self(cond) (OpenACC 2.7): with a true condition the region runs on the local device
// (the host thread); the results are the same as on the accelerator.
// expect-from: hand (gcc 12 lacks the self clause on compute constructs)
// expect-exit: 0
// expect-stdout:
// | self(1) sum 98176 on host 1
// | self(0) sum 98176
#include <stdio.h>
#include <openacc.h>
#define N 256
int main(void) {
  int a[N], b[N], h = 0;
  for (int i = 0; i < N; i++) a[i] = b[i] = i;
  int yes = 1, no = 0;
  #pragma acc parallel loop self(yes) copy(a) copyout(h)
  for (int i = 0; i < N; i++) {
    a[i] = a[i] * 3 + 1;
    if (i == 0) h = acc_on_device(acc_device_host);
  }
  #pragma acc parallel loop self(no) copy(b)
  for (int i = 0; i < N; i++) b[i] = b[i] * 3 + 1;
  int sa = 0, sb = 0;
  for (int i = 0; i < N; i++) { sa += a[i]; sb += b[i]; }
  printf("self(1) sum %d on host %d\n", sa, h);
  printf("self(0) sum %d\n", sb);
  return !(sa == sb && h == 1);
}
