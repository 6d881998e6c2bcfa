// Code outside a loop in a parallel region runs gang-redundantly: every gang writes the same
// value, so the result does not depend on the number of gangs.
// expect-exit: 0
// expect-stdout:
// | redundant a[N] 4242 sum 2080
#include <stdio.h>
#include <openacc.h>
#define N 64
int main(void) {
  int a[N + 1];
  for (int i = 0; i <= N; i++) a[i] = -1;
  #pragma acc parallel copy(a)
  {
    a[N] = 4242;
    #pragma acc loop gang vector
    for (int i = 0; i < N; i++) a[i] = i + 1;
  }
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("redundant a[N] %d sum %d\n", a[N], s);
  return !(a[N] == 4242 && s == N * (N + 1) / 2);
}
