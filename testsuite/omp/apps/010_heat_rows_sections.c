// 1-D heat equation on two independent rods updated as two sections per step, each with an
// inner sequential sweep, and the final temperatures combined by a reduction.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | heat a 10000.000000 heat b 1900.000000 a[L/2] 46.848040
#include <stdio.h>
#include <omp.h>

#define L 200

static void step(double *u, double *tmp, double k) {
  for (int i = 1; i < L - 1; i++) tmp[i] = u[i] + k * (u[i - 1] - 2 * u[i] + u[i + 1]);
  for (int i = 1; i < L - 1; i++) u[i] = tmp[i];
}

int main(void) {
  static double a[L], b[L], ta[L], tb[L];
  for (int i = 0; i < L; i++) { a[i] = i < L / 2 ? 100.0 : 0.0; b[i] = (i % 20) * 1.0; }
  for (int s = 0; s < 100; s++) {
#pragma omp parallel sections num_threads(2)
    {
#pragma omp section
      step(a, ta, 0.2);
#pragma omp section
      step(b, tb, 0.1);
    }
  }
  double ha = 0.0, hb = 0.0;
#pragma omp parallel for reduction(+:ha, hb)
  for (int i = 0; i < L; i++) { ha += a[i]; hb += b[i]; }
  printf("heat a %.6f heat b %.6f a[L/2] %.6f\n", ha, hb, a[L / 2]);
  return 0;
}
