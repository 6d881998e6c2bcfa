// Independent work on two async queues, then acc_wait_all.
// expect-exit: 0
// expect-stdout:
// | two queues 13495500
#include <stdio.h>
#include <openacc.h>
#define N 3000
int main(void) {
  static int a[N], b[N];
  #pragma acc parallel loop async(1) copyout(a)
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc parallel loop async(2) copyout(b)
  for (int i = 0; i < N; i++) b[i] = 2 * i;
  acc_wait_all();
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i] + b[i];
  printf("two queues %ld\n", s);
  return s != 3L * N * (N - 1) / 2;
}
