// exit data delete finalize inside a data region: only the dynamic count is cleared, the
// structured reference keeps the data until the region's end (which copies it out).
// expect-exit: 0
// expect-stdout:
// | finalize in data 1560
#include <stdio.h>
#include <openacc.h>
#define N 40
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 2;
  #pragma acc data copy(a)
  {
    #pragma acc enter data copyin(a)
    #pragma acc enter data copyin(a)
    #pragma acc exit data delete(a) finalize
    #pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] *= i;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("finalize in data %ld\n", s);
  return s != 1560;
}
