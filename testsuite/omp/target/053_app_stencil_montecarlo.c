// Application: a 2-D five-point stencil with the two grids swapped by pointer between time steps inside a target data region (the pointers refer to mapped data: OpenMP 4.5 §2.15.5's zero-length array section rule), and a Monte Carlo estimate with a per-iteration LCG and a reduction.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | stencil: sum 148.233449 u[1][20] 0.823996
// | pi estimate 3.13924
#include <stdio.h>
#include <stdlib.h>

#define NX 40
#define NY 30

int main(void) {
  int n = NX * NY;
  double *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v);
  for (int i = 0; i < n; i++) u[i] = v[i] = 0;
  for (int j = 0; j < NX; j++) u[j] = v[j] = 1.0;
#pragma omp target data map(tofrom: u[0:n], v[0:n])
  {
    for (int t = 0; t < 50; t++) {
      double *src = (t % 2 == 0) ? u : v, *dst = (t % 2 == 0) ? v : u;
#pragma omp target teams distribute parallel for collapse(2)
      for (int i = 1; i < NY - 1; i++)
        for (int j = 1; j < NX - 1; j++)
          dst[i * NX + j] = 0.2 * (src[i * NX + j] + src[(i - 1) * NX + j] + src[(i + 1) * NX + j] +
                                   src[i * NX + j - 1] + src[i * NX + j + 1]);
    }
  }
  double s = 0;
  for (int i = 0; i < n; i++) s += u[i];
  printf("stencil: sum %.6f u[1][20] %.6f\n", s, u[NX + 20]);

  long inside = 0;
  const long samples = 200000;
#pragma omp target teams distribute parallel for reduction(+: inside)
  for (long k = 0; k < samples; k++) {
    unsigned long long z = (unsigned long long)k * 6364136223846793005ULL + 1442695040888963407ULL;
    z ^= z >> 33;
    z *= 0xff51afd7ed558ccdULL;
    z ^= z >> 33;
    double x = (double)(z & 0xffffffff) / 4294967296.0, y = (double)(z >> 32) / 4294967296.0;
    inside += x * x + y * y <= 1.0;
  }
  printf("pi estimate %.5f\n", 4.0 * inside / samples);
  free(u);
  free(v);
  return 0;
}
