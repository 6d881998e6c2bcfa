// async with no argument (acc_async_noval) and a wait with no argument.
// expect-exit: 0
// expect-stdout:
// | async noval 89850.0
#include <stdio.h>
#include <openacc.h>
#define N 600
int main(void) {
  static float a[N];
  #pragma acc parallel loop async copyout(a)
  for (int i = 0; i < N; i++) a[i] = 0.5f * i;
  #pragma acc wait
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("async noval %.1f\n", s);
  return s != 0.5 * 179700;
}
