// wait clause on a compute construct: queue 2 waits for queue 1's result before using it.
// expect-exit: 0
// expect-stdout:
// | wait clause sum 3998000
#include <stdio.h>
#include <openacc.h>
#define N 2000
int main(void) {
  static int a[N], b[N];
  #pragma acc data create(a) copyout(b)
  {
    #pragma acc parallel loop async(1) present(a)
    for (int i = 0; i < N; i++) a[i] = i;
    #pragma acc parallel loop async(2) wait(1) present(a, b)
    for (int i = 0; i < N; i++) b[i] = a[i] * 2;
    #pragma acc wait(2)
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  printf("wait clause sum %ld\n", s);
  return s != (long)N * (N - 1);
}
