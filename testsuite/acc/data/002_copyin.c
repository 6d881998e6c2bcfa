// data copyin: read-only input on the device; results go to a copyout array.
// expect-exit: 0
// expect-stdout:
// | copyin 10385437.50 in[499] 249.5
#include <stdio.h>
#include <openacc.h>
#define N 500
int main(void) {
  double in[N], out[N];
  for (int i = 0; i < N; i++) in[i] = i * 0.5;
  #pragma acc data copyin(in) copyout(out)
  {
    #pragma acc parallel loop
    for (int i = 0; i < N; i++) out[i] = in[i] * in[i];
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf("copyin %.2f in[499] %.1f\n", s, in[N - 1]);
  return 0;
}
