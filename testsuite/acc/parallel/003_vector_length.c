// parallel vector_length(64): gang loop over blocks, vector loop inside.
// expect-exit: 0
// expect-stdout:
// | vector_length sum 12782.5 bad 0
#include <stdio.h>
#include <openacc.h>
#define NB 20
#define BS 128
int main(void) {
  static float x[NB * BS], y[NB * BS];
  for (int i = 0; i < NB * BS; i++) { x[i] = (float)(i % 17); y[i] = 1.0f; }
  #pragma acc parallel vector_length(64) copyin(x) copy(y)
  {
    #pragma acc loop gang
    for (int b = 0; b < NB; b++) {
      #pragma acc loop vector
      for (int k = 0; k < BS; k++) y[b * BS + k] += 0.5f * x[b * BS + k];
    }
  }
  int bad = 0;
  double s = 0;
  for (int i = 0; i < NB * BS; i++) {
    float e = 1.0f + 0.5f * (float)(i % 17);
    if (y[i] != e) bad++;
    s += y[i];
  }
  printf("vector_length sum %.1f bad %d\n", s, bad);
  return bad != 0;
}
