// A decreasing loop with a dependence on the element after it: must stay sequential.
// expect-exit: 0
// expect-stdout:
// | backward a[0] 451 a[N/2] 226
#include <stdio.h>
#include <openacc.h>
#define N 300
int main(void) {
  int a[N + 1];
  for (int i = 0; i <= N; i++) a[i] = 1;
  #pragma acc kernels copy(a)
  for (int i = N - 1; i >= 0; i--) a[i] = a[i + 1] + a[i] + (i & 1);
  printf("backward a[0] %d a[N/2] %d\n", a[0], a[N / 2]);
  int e[N + 1];
  for (int i = 0; i <= N; i++) e[i] = 1;
  for (int i = N - 1; i >= 0; i--) e[i] = e[i + 1] + e[i] + (i & 1);
  return a[0] != e[0];
}
