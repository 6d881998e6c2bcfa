// declare create on a block-local array: the device copy lives for the block's scope.
// expect-exit: 0
// expect-stdout:
// | declare local 842520
#include <stdio.h>
#include <openacc.h>
#define N 120
static long work(int k) {
  long s = 0;
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  {
    int tmp[N];
    #pragma acc declare create(tmp)
    #pragma acc data copy(a)
    {
      #pragma acc parallel loop present(a, tmp)
      for (int i = 0; i < N; i++) tmp[i] = a[i] * k;
      #pragma acc parallel loop present(a, tmp)
      for (int i = 0; i < N; i++) a[i] = tmp[N - 1 - i];
    }
  }
  for (int i = 0; i < N; i++) s += a[i] * (long)i;
  return s;
}
int main(void) {
  long r = work(3);
  long e = 0;
  for (int i = 0; i < N; i++) e += 3L * (N - 1 - i) * i;
  printf("declare local %ld\n", r);
  return r != e;
}
