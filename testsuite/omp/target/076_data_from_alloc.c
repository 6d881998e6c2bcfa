// target data with map(from:) and map(alloc:) (OpenMP 4.5 §2.10.1): an output array never copied in, a scratch array only on the device, then the host reads only what from copied back; data region inside a loop of host iterations.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | rep 1: out[0]=255 out[100]=255
// | rep 2: out[0]=510 out[100]=510
// | rep 3: out[0]=765 out[100]=765
#include <stdio.h>

#define N 256

int main(void) {
  double out[N], in[N];
  for (int i = 0; i < N; i++) { in[i] = i; out[i] = -1; }
  for (int rep = 1; rep <= 3; rep++) {
    double scratch[N];
#pragma omp target data map(to: in) map(from: out) map(alloc: scratch)
    {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) scratch[i] = in[i] * rep;
#pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) out[i] = scratch[i] + scratch[N - 1 - i];
    }
    printf("rep %d: out[0]=%.0f out[100]=%.0f\n", rep, out[0], out[100]);
  }
  return 0;
}
