// Nested data regions: the inner copy of already-present data moves nothing and the copy-back
// happens at the outer exit, so values computed between the regions survive.
// expect-exit: 0
// expect-stdout:
// | nested data 40200
#include <stdio.h>
#include <openacc.h>
#define N 200
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 1;
  #pragma acc data copy(a)
  {
    #pragma acc data copy(a)
    {
      #pragma acc parallel loop
      for (int i = 0; i < N; i++) a[i] += i;
    }
    #pragma acc data pcopyin(a)
    {
      #pragma acc parallel loop
      for (int i = 0; i < N; i++) a[i] *= 2;
    }
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("nested data %ld\n", s);
  return s != 2L * (N + 19900);
}
