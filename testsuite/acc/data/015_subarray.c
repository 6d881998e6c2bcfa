// copy of a subarray a[lo:len]: only that part moves; the region only touches that part.
// expect-exit: 0
// expect-stdout:
// | subarray a[19] -1 a[20] 20 a[69] 69 a[70] -1 sum 2175
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = -1;
  int lo = 20, len = 50;
  #pragma acc data copy(a[lo:len])
  {
    #pragma acc parallel loop present(a[lo:len])
    for (int i = lo; i < lo + len; i++) a[i] = i;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("subarray a[19] %d a[20] %d a[69] %d a[70] %d sum %ld\n", a[19], a[20], a[69], a[70], s);
  return !(a[19] == -1 && a[20] == 20 && a[69] == 69 && a[70] == -1);
}
