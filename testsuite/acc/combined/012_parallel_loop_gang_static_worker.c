// parallel loop gang(static:2) worker vector_length(64) num_workers(2).
// expect-exit: 0
// expect-stdout:
// | gang static worker 333833500
#include <stdio.h>
#include <openacc.h>
#define N 1001
int main(void) {
  static long a[N];
  #pragma acc parallel loop gang(static:2) worker num_workers(2) vector_length(64) copyout(a)
  for (int i = 0; i < N; i++) a[i] = (long)i * i;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("gang static worker %ld\n", s);
  return s != 1000L * 1001 * 2001 / 6;
}
