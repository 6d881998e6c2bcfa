// create(zero:) (OpenACC 3.x): a device accumulator that starts at zero without a copy-in.
// expect-from: hand (gcc 12 lacks the zero modifier)
// expect-exit: 0
// expect-stdout:
// | create zero hist 25 25 25 25 total 100
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int hist[4] = {0, 0, 0, 0}, out[4];
  #pragma acc data create(zero: hist) copyout(out)
  {
    #pragma acc parallel loop
    for (int i = 0; i < N; i++) {
      #pragma acc atomic update
      hist[i % 4] += 1;
    }
    #pragma acc parallel loop
    for (int k = 0; k < 4; k++) out[k] = hist[k];
  }
  printf("create zero hist %d %d %d %d total %d\n", out[0], out[1], out[2], out[3],
         out[0] + out[1] + out[2] + out[3]);
  return out[0] + out[1] + out[2] + out[3] != N;
}
