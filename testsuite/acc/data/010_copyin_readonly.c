// copyin(readonly:) (OpenACC 2.7): the device never writes the data.
// expect-from: hand (gcc 12 lacks the readonly modifier)
// expect-exit: 0
// expect-stdout:
// | readonly 22350.0
#include <stdio.h>
#include <openacc.h>
#define N 150
int main(void) {
  double c[N], y[N];
  for (int i = 0; i < N; i++) c[i] = i;
  #pragma acc parallel loop copyin(readonly: c) copyout(y)
  for (int i = 0; i < N; i++) y[i] = c[i] + c[N - 1 - i];
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i];
  printf("readonly %.1f\n", s);
  return s != 22350.0;
}
