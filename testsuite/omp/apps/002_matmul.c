// Dense matrix product C = A*B with collapse(2) on the output and a private accumulator,
// then the Frobenius norm by reduction; integer-valued data keep the sums exact.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | trace 40 frobenius 789.841756 C[5][7] -8
#include <stdio.h>
#include <math.h>
#include <omp.h>

static void matmul(int n, const double *A, const double *B, double *C) {
#pragma omp parallel for collapse(2) schedule(static)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++) s += A[i * n + k] * B[k * n + j];
      C[i * n + j] = s;
    }
}

int main(void) {
  enum { N = 96 };
  static double A[N * N], B[N * N], C[N * N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i * N + j] = (i + j) % 7 - 3;
      B[i * N + j] = (i * j) % 5 - 2;
    }
  matmul(N, A, B, C);
  double fro = 0.0, trace = 0.0;
#pragma omp parallel for reduction(+:fro, trace)
  for (int i = 0; i < N; i++) {
    trace += C[i * N + i];
    for (int j = 0; j < N; j++) fro += C[i * N + j] * C[i * N + j];
  }
  printf("trace %.0f frobenius %.6f C[5][7] %.0f\n", trace, sqrt(fro), C[5 * N + 7]);
  return 0;
}
