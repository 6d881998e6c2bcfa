// Work arrays from omp_alloc in each thread of a parallel region (a blocked matrix product
// with per-thread scratch tiles), omp_alloc'd shared arrays, and the result checked.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | weighted 21.50 check 0.00
#include <stdio.h>
#include <omp.h>

#define N 96
#define T 16

int main(void) {
  double *a = omp_alloc(N * N * sizeof(double), omp_default_mem_alloc);
  double *b = omp_alloc(N * N * sizeof(double), omp_default_mem_alloc);
  double *c = omp_alloc(N * N * sizeof(double), omp_default_mem_alloc);
  for (int i = 0; i < N * N; i++) {
    a[i] = (i % 13) * 0.25;
    b[i] = (i % 7) - 3;
    c[i] = 0;
  }
#pragma omp parallel
  {
    double *tile = omp_alloc(T * T * sizeof(double), omp_default_mem_alloc);
#pragma omp for collapse(2)
    for (int bi = 0; bi < N; bi += T)
      for (int bj = 0; bj < N; bj += T) {
        for (int x = 0; x < T * T; x++)
          tile[x] = 0;
        for (int k = 0; k < N; k++)
          for (int i = 0; i < T; i++)
            for (int j = 0; j < T; j++)
              tile[i * T + j] += a[(bi + i) * N + k] * b[k * N + bj + j];
        for (int i = 0; i < T; i++)
          for (int j = 0; j < T; j++)
            c[(bi + i) * N + bj + j] = tile[i * T + j];
      }
    omp_free(tile, omp_default_mem_alloc);
  }
  double s = 0, check = 0;
  for (int i = 0; i < N * N; i++)
    s += c[i] * ((i % 5) - 2);
  for (int i = 0; i < N; i += 17)
    for (int j = 0; j < N; j += 19) {
      double v = 0;
      for (int k = 0; k < N; k++)
        v += a[i * N + k] * b[k * N + j];
      check += v - c[i * N + j];
    }
  printf("weighted %.2f check %.2f\n", s, check);
  omp_free(a, omp_default_mem_alloc);
  omp_free(b, omp_default_mem_alloc);
  omp_free(c, omp_default_mem_alloc);
  return 0;
}
