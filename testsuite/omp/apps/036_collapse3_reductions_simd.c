// A 3-D field code: `target teams distribute parallel for collapse(3)` initialising and
// smoothing a grid held in one heap block indexed by a macro, `reduction(+:)` and
// `reduction(max:)` and `reduction(min:)` on the same loop, an inner `simd` loop under a
// `collapse(2)` distribute (a pencil per iteration), functions taking `restrict` pointers.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | f: sum 0.0000 max 5.0000 min -5.0000
// | g: sum 11.0000 max 4.7500 min -4.7500
// | g[1,2,3] 0.0000
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define IDX(i, j, k) (((size_t)(i) * ny + (j)) * nz + (k))

static void init(double *restrict f, int nx, int ny, int nz) {
#pragma omp target teams distribute parallel for collapse(3) map(from: f[0:nx * ny * nz])
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++)
      for (int k = 0; k < nz; k++)
        f[IDX(i, j, k)] = (double)((i * 7 + j * 3 + k) % 11) - 5.0;
}

static void smooth(const double *restrict f, double *restrict g, int nx, int ny, int nz) {
  size_t n = (size_t)nx * ny * nz;
#pragma omp target teams distribute collapse(2) map(to: f[0:n]) map(from: g[0:n])
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++) {
#pragma omp parallel for simd
      for (int k = 0; k < nz; k++) {
        double c = f[IDX(i, j, k)];
        double l = k > 0 ? f[IDX(i, j, k - 1)] : c;
        double r = k < nz - 1 ? f[IDX(i, j, k + 1)] : c;
        g[IDX(i, j, k)] = 0.25 * l + 0.5 * c + 0.25 * r;
      }
    }
}

static void stats(const double *f, int nx, int ny, int nz, double *sum, double *mx, double *mn) {
  double s = 0.0, hi = -1e300, lo = 1e300;
  size_t n = (size_t)nx * ny * nz;
#pragma omp target teams distribute parallel for collapse(3) map(to: f[0:n]) \
    reduction(+: s) reduction(max: hi) reduction(min: lo)
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++)
      for (int k = 0; k < nz; k++) {
        double v = f[IDX(i, j, k)];
        s += v * (1 + (i + j + k) % 3);
        hi = v > hi ? v : hi;
        lo = v < lo ? v : lo;
      }
  *sum = s;
  *mx = hi;
  *mn = lo;
}

int main(void) {
  int nx = 24, ny = 20, nz = 33;
  double *f = malloc(sizeof(double) * nx * ny * nz);
  double *g = malloc(sizeof(double) * nx * ny * nz);
  init(f, nx, ny, nz);
  double s, hi, lo;
  stats(f, nx, ny, nz, &s, &hi, &lo);
  printf("f: sum %.4f max %.4f min %.4f\n", s, hi, lo);
  smooth(f, g, nx, ny, nz);
  stats(g, nx, ny, nz, &s, &hi, &lo);
  printf("g: sum %.4f max %.4f min %.4f\n", s, hi, lo);
  printf("g[1,2,3] %.4f\n", g[((size_t)1 * ny + 2) * nz + 3]);
  free(f);
  free(g);
  return 0;
}
