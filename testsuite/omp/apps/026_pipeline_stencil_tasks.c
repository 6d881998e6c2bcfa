// Time steps of a 1-D stencil split into blocks, one task per block and step, each
// depending on its own and its neighbours' blocks of the previous step (double buffering
// through two arrays and depend on block sentinels); equal to the serial sweep.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | same as serial 1, mid 6.404536445
#include <stdio.h>
#include <string.h>
#include <omp.h>

#define N 512
#define B 64
#define NB (N / B)
#define STEPS 20

static double buf[2][N];
static char tok[2][NB];

int main(void) {
  static double ref[2][N];
  for (int i = 0; i < N; i++)
    buf[0][i] = ref[0][i] = (i % 17) * 1.0;
  for (int s = 0; s < STEPS; s++) {
    const double *in = ref[s % 2];
    double *out = ref[(s + 1) % 2];
    for (int i = 0; i < N; i++)
      out[i] = (i == 0 || i == N - 1) ? in[i] : 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
  }
#pragma omp parallel
#pragma omp single
  for (int s = 0; s < STEPS; s++) {
    int src = s % 2, dst = (s + 1) % 2;
    for (int b = 0; b < NB; b++) {
      int l = b > 0 ? b - 1 : b, r = b < NB - 1 ? b + 1 : b;
#pragma omp task depend(in: tok[src][l], tok[src][b], tok[src][r]) depend(out: tok[dst][b])
      {
        const double *in = buf[src];
        double *out = buf[dst];
        for (int i = b * B; i < (b + 1) * B; i++)
          out[i] = (i == 0 || i == N - 1) ? in[i]
                                          : 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
      }
    }
  }
  printf("same as serial %d, mid %.9f\n", memcmp(buf[STEPS % 2], ref[STEPS % 2], sizeof ref[0]) == 0,
         buf[STEPS % 2][N / 2]);
  return 0;
}
