// A decreasing loop (i--) with an independent body.
// expect-exit: 0
// expect-stdout:
// | decreasing a[10] 490 a[499] 1 a[9] -1 sum 120285
#include <stdio.h>
#include <openacc.h>
#define N 500
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = -1;
  #pragma acc parallel loop copy(a)
  for (int i = N - 1; i >= 10; i--) a[i] = N - i;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("decreasing a[10] %d a[499] %d a[9] %d sum %ld\n", a[10], a[N - 1], a[9], s);
  return !(a[10] == N - 10 && a[9] == -1 && a[N - 1] == 1);
}
