// update host (the older spelling of update self).
// expect-exit: 0
// expect-stdout:
// | update host 1008.0
#include <stdio.h>
#include <openacc.h>
#define N 64
int main(void) {
  double a[N];
  for (int i = 0; i < N; i++) a[i] = 0;
  #pragma acc data create(a)
  {
    #pragma acc parallel loop
    for (int i = 0; i < N; i++) a[i] = i * 0.5;
    #pragma acc update host(a)
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("update host %.1f\n", s);
  return s != 1008.0;
}
