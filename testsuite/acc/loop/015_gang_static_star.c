// gang(static:*): chunk size chosen by the implementation.
// expect-exit: 0
// expect-stdout:
// | gang static star 7781.25
#include <stdio.h>
#include <openacc.h>
#define N 250
int main(void) {
  double a[N];
  #pragma acc parallel loop gang(static:*) copyout(a)
  for (int i = 0; i < N; i++) a[i] = i / 4.0;
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("gang static star %.2f\n", s);
  return s != 31125.0 / 4.0;
}
