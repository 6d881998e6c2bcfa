// loop auto: the implementation decides; an independent loop gives the same result either way.
// expect-exit: 0
// expect-stdout:
// | auto loop 749250.0
#include <stdio.h>
#include <openacc.h>
#define N 1000
int main(void) {
  double a[N];
  #pragma acc parallel copyout(a)
  {
    #pragma acc loop auto
    for (int i = 0; i < N; i++) a[i] = i * 1.5;
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("auto loop %.1f\n", s);
  return s != 1.5 * 499500;
}
