// loop private on an inner temporary array used by a vector loop.
// expect-exit: 0
// expect-stdout:
// | loop private out[63] 630 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 64
#define K 4
int main(void) {
  int out[N];
  int w[K];
  #pragma acc parallel copyout(out)
  {
    #pragma acc loop gang vector private(w)
    for (int i = 0; i < N; i++) {
      for (int k = 0; k < K; k++) w[k] = i * (k + 1);
      out[i] = w[0] + w[1] + w[2] + w[3];
    }
  }
  int bad = 0;
  for (int i = 0; i < N; i++) bad += out[i] != 10 * i;
  printf("loop private out[63] %d bad %d\n", out[N - 1], bad);
  return bad != 0;
}
