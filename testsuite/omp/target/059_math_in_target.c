// Math library calls in target regions (as the QMCPACK-style validation tests do): pow, sqrt, exp, log, sin, cos, fabs, floor, fmin/fmax and their float forms, compared with the host's results to a tolerance.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | mismatches 0, pow(10, 2.5)=316.227766
#include <math.h>
#include <stdio.h>

#define N 200

int main(void) {
  double r[N][8];
  float rf[N][3];
#pragma omp target teams distribute parallel for map(from: r, rf)
  for (int i = 0; i < N; i++) {
    double x = (i + 1) * 0.05;
    r[i][0] = pow(x, 2.5);
    r[i][1] = sqrt(x);
    r[i][2] = exp(-x);
    r[i][3] = log(x);
    r[i][4] = sin(x) + cos(x);
    r[i][5] = fabs(x - 3.0);
    r[i][6] = floor(x * 3.0);
    r[i][7] = fmin(x, 2.0) + fmax(x, 5.0);
    rf[i][0] = powf((float)x, 1.5f);
    rf[i][1] = sqrtf((float)x);
    rf[i][2] = expf(-(float)x);
  }
  int bad = 0;
  for (int i = 0; i < N; i++) {
    double x = (i + 1) * 0.05;
    double ref[8] = {pow(x, 2.5), sqrt(x), exp(-x), log(x), sin(x) + cos(x), fabs(x - 3.0), floor(x * 3.0),
                     fmin(x, 2.0) + fmax(x, 5.0)};
    for (int k = 0; k < 8; k++) bad += fabs(r[i][k] - ref[k]) > 1e-12 * (1 + fabs(ref[k]));
    bad += fabsf(rf[i][0] - powf((float)x, 1.5f)) > 1e-5f * (1 + rf[i][0]);
    bad += fabsf(rf[i][1] - sqrtf((float)x)) > 1e-6f;
    bad += fabsf(rf[i][2] - expf(-(float)x)) > 1e-6f;
  }
  printf("mismatches %d, pow(10, 2.5)=%.6f\n", bad, r[N - 1][0]);
  return 0;
}
