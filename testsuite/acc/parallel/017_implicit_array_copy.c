// An array of known size referenced without a clause is implicitly copy.
// expect-exit: 0
// expect-stdout:
// | implicit copy sum 323400
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc parallel loop
  for (int i = 0; i < N; i++) a[i] = a[i] * a[i] - i;
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("implicit copy sum %ld\n", s);
  return s != 323400;
}
