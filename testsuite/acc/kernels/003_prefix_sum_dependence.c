// A loop-carried dependence (prefix sum) in kernels: the compiler must not run it in parallel.
// expect-exit: 0
// expect-stdout:
// | kernels prefix last 6000 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 2000
int main(void) {
  static long a[N];
  for (int i = 0; i < N; i++) a[i] = i % 5 + 1;
  #pragma acc kernels copy(a)
  for (int i = 1; i < N; i++) a[i] = a[i] + a[i - 1];
  long run = 0;
  int bad = 0;
  for (int i = 0; i < N; i++) { run += i % 5 + 1; bad += a[i] != run; }
  printf("kernels prefix last %ld bad %d\n", a[N - 1], bad);
  return bad != 0;
}
