// A blocked lower-triangular solve L x = b with tasks per block and depend on the pieces
// of x: block row i waits for every x block j < i; checked against the serial solve.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | max difference below 1e-12: yes, x[N-1] -1.522636539
#include <stdio.h>
#include <math.h>
#include <omp.h>

#define N 256
#define B 32
#define NB (N / B)

static double L[N][N], x[N], xs[N], rhs[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    rhs[i] = (i % 11) - 5.0;
    for (int j = 0; j <= i; j++)
      L[i][j] = i == j ? 2.0 + (i % 3) : ((i + j) % 7) * 0.01;
  }
  for (int i = 0; i < N; i++) {
    double s = rhs[i];
    for (int j = 0; j < i; j++)
      s -= L[i][j] * xs[j];
    xs[i] = s / L[i][i];
  }
  for (int i = 0; i < N; i++)
    x[i] = rhs[i];
#pragma omp parallel
#pragma omp single
  for (int bi = 0; bi < NB; bi++) {
    for (int bj = 0; bj < bi; bj++) {
#pragma omp task depend(in: x[bj * B:B]) depend(inout: x[bi * B:B])
      for (int i = bi * B; i < (bi + 1) * B; i++)
        for (int j = bj * B; j < (bj + 1) * B; j++)
          x[i] -= L[i][j] * x[j];
    }
#pragma omp task depend(inout: x[bi * B:B])
    for (int i = bi * B; i < (bi + 1) * B; i++) {
      for (int j = bi * B; j < i; j++)
        x[i] -= L[i][j] * x[j];
      x[i] /= L[i][i];
    }
  }
  double err = 0;
  for (int i = 0; i < N; i++)
    err = fmax(err, fabs(x[i] - xs[i]));
  printf("max difference below 1e-12: %s, x[N-1] %.9f\n", err < 1e-12 ? "yes" : "no", x[N - 1]);
  return 0;
}
