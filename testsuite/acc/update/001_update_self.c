// update self: fetch device results in the middle of a data region.
// expect-exit: 0
// expect-stdout:
// | update self mid 9900 end 10000
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  long mid = 0;
  #pragma acc data copy(a)
  {
    #pragma acc parallel loop
    for (int i = 0; i < N; i++) a[i] *= 2;
    #pragma acc update self(a)
    for (int i = 0; i < N; i++) mid += a[i];
    #pragma acc parallel loop
    for (int i = 0; i < N; i++) a[i] += 1;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("update self mid %ld end %ld\n", mid, s);
  return !(mid == 9900 && s == 10000);
}
