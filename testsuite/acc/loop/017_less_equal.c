// A loop with a <= bound: the last iteration must run.
// expect-exit: 0
// expect-stdout:
// | <= loop a[100] 100 a[101] 0 sum 5050
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int a[N + 2];
  for (int i = 0; i < N + 2; i++) a[i] = 0;
  int hi = N;
  #pragma acc parallel loop copy(a)
  for (int i = 1; i <= hi; i++) a[i] = i;
  long s = 0;
  for (int i = 0; i < N + 2; i++) s += a[i];
  printf("<= loop a[100] %d a[101] %d sum %ld\n", a[N], a[N + 1], s);
  return !(a[N] == N && a[N + 1] == 0 && s == 5050);
}
