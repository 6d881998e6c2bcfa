// update self / update device of subarrays only.
// expect-exit: 0
// expect-stdout:
// | update subarray mid 560 a[0] -10 a[1] 202 a[10..14] 1120 a[39] 278
#include <stdio.h>
#include <openacc.h>
#define N 40
int main(void) {
  int a[N];
  int mid = 0;
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc data copyin(a)
  {
    #pragma acc parallel loop
    for (int i = 0; i < N; i++) a[i] += 100;
    #pragma acc update self(a[10:5])
    for (int i = 10; i < 15; i++) mid += a[i];
    a[0] = -5;
    #pragma acc update device(a[0:1])
    #pragma acc parallel loop
    for (int i = 0; i < N; i++) a[i] *= 2;
    #pragma acc update self(a[0:2])
    #pragma acc update self(a[10:5])
    #pragma acc update self(a[30:10])
  }
  int s = 0;
  for (int i = 10; i < 15; i++) s += a[i];
  printf("update subarray mid %d a[0] %d a[1] %d a[10..14] %d a[39] %d\n", mid, a[0], a[1], s, a[39]);
  return !(mid == 560 && a[0] == -10 && a[1] == 202 && s == 1120 && a[39] == 278);
}
