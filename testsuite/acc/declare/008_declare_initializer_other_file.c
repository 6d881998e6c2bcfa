// `declare copyin` globals defined with their initializers in another translation unit
// (helpers/gdata_coeffs.c) and used through extern declarations with the same directive
// (OpenACC 3.3 §2.13) by a routine of this file and a compute region: the device copies
// start with the initializers, without any `update` (decision 123).
// link-with-acc: helpers/gdata_coeffs.c
// expect-exit: 0
// expect-stdout:
// | weighted: 0.5 3.0 7.5 14.0 22.5 1.0 6.0 15.0
// | count on the device: 5
#include <stdio.h>

extern float coeffs[5];
extern int ncoeffs;
#pragma acc declare copyin(coeffs, ncoeffs)

#pragma acc routine seq
static float weight(int i) { return coeffs[i % ncoeffs] * (float)(i % ncoeffs + 1); }

static void weigh(float *restrict w, int n) {
#pragma acc parallel loop copyout(w[0:n])
  for (int i = 0; i < n; i++)
    w[i] = weight(i) * (float)(i / ncoeffs + 1);
}

int main(void) {
  float w[8];
  weigh(w, 8);
  printf("weighted:");
  for (int i = 0; i < 8; i++)
    printf(" %.1f", w[i]);
  printf("\n");
  int n = 0;
#pragma acc serial copyout(n)
  n = ncoeffs;
  printf("count on the device: %d\n", n);
  return 0;
}
