// acc_set_default_async / acc_get_default_async (OpenACC 2.5): async without an argument uses
// the default queue.
// expect-from: hand (gcc 12 lacks acc_set_default_async and acc_get_default_async)
// expect-exit: 0
// expect-stdout:
// | default async 5 sum 4950
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int a[N];
  acc_set_default_async(5);
  int q = acc_get_default_async();
  #pragma acc parallel loop async copyout(a)
  for (int i = 0; i < N; i++) a[i] = i;
  acc_wait(5);
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("default async %d sum %d\n", q, s);
  return !(q == 5 && s == 4950);
}
