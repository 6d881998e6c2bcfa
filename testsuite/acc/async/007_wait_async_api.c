// acc_wait_async(1, 2) then acc_wait(2); async queue numbers from expressions.
// expect-exit: 0
// expect-stdout:
// | acc_wait_async 10586800
#include <stdio.h>
#include <openacc.h>
#define N 400
int main(void) {
  static int a[N], b[N];
  int q1 = 1, q2 = q1 + 1;
  #pragma acc enter data create(a, b)
  #pragma acc parallel loop present(a) async(q1)
  for (int i = 0; i < N; i++) a[i] = i;
  acc_wait_async(q1, q2);
  #pragma acc parallel loop present(a, b) async(q2)
  for (int i = 0; i < N; i++) b[i] = a[N - 1 - i];
  #pragma acc exit data copyout(b) async(q2)
  acc_wait(q2);
  #pragma acc exit data delete(a)
  long s = 0;
  for (int i = 0; i < N; i++) s += (long)b[i] * i;
  long e = 0;
  for (int i = 0; i < N; i++) e += (long)(N - 1 - i) * i;
  printf("acc_wait_async %ld\n", s);
  return s != e;
}
