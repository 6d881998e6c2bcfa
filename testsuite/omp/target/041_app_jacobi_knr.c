// Application: a Jacobi solver written K&R style (functions without prototypes taking pointers), the grids kept on the device by target data across iterations, the residual as a max reduction, swapping through two device copies, a convergence check every few steps with target update, omp_get_wtime timing checked for sanity only.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | iteration 100: row 1 mid 88.786086
// | iteration 200: row 1 mid 92.043652
// | iteration 300: row 1 mid 93.482320
// | iteration 400: row 1 mid 94.320531
// | iteration 500: row 1 mid 94.871379
// | iteration 600: row 1 mid 95.259213
// | iteration 700: row 1 mid 95.545019
// | iteration 800: row 1 mid 95.762643
// | iteration 900: row 1 mid 95.932458
// | iteration 1000: row 1 mid 96.067462
// | iteration 1100: row 1 mid 96.176329
// | iteration 1200: row 1 mid 96.265074
// | iteration 1300: row 1 mid 96.338004
// | iteration 1400: row 1 mid 96.398301
// | iteration 1500: row 1 mid 96.448376
// | iteration 1600: row 1 mid 96.490099
// | iteration 1700: row 1 mid 96.524945
// | iteration 1800: row 1 mid 96.554097
// | iteration 1900: row 1 mid 96.578517
// | iteration 2000: row 1 mid 96.598991
// | iterations 2000, error below 1e-3: no
// | checksum 91116.5117, center 32.188075
// | time measured: ok
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define NX 64
#define NY 48

static void init(u, nx, ny)
double *u;
int nx, ny;
{
  int i, j;
  for (i = 0; i < ny; i++)
    for (j = 0; j < nx; j++)
      u[i * nx + j] = (i == 0) ? 100.0 : 0.0;
}

static double sweep(u, un, nx, ny)
double *u, *un;
int nx, ny;
{
  double err = 0.0;
#pragma omp target teams distribute parallel for collapse(2) reduction(max: err)
  for (int i = 1; i < ny - 1; i++)
    for (int j = 1; j < nx - 1; j++) {
      double v = 0.25 * (u[(i - 1) * nx + j] + u[(i + 1) * nx + j] + u[i * nx + j - 1] + u[i * nx + j + 1]);
      double d = fabs(v - u[i * nx + j]);
      un[i * nx + j] = v;
      if (d > err) err = d;
    }
  return err;
}

static void copy_back(dst, src, nx, ny)
double *dst, *src;
int nx, ny;
{
#pragma omp target teams distribute parallel for collapse(2)
  for (int i = 1; i < ny - 1; i++)
    for (int j = 1; j < nx - 1; j++) dst[i * nx + j] = src[i * nx + j];
}

int main() {
  int n = NX * NY, it;
  double *u = malloc(n * sizeof(double)), *un = malloc(n * sizeof(double));
  double err = 1.0, t0, t1;
  init(u, NX, NY);
  init(un, NX, NY);
  t0 = omp_get_wtime();
#pragma omp target data map(tofrom: u[0:n]) map(to: un[0:n])
  {
    for (it = 0; it < 2000 && err > 1e-3; it++) {
      err = sweep(u, un, NX, NY);
      copy_back(u, un, NX, NY);
      if (it % 100 == 99) {
#pragma omp target update from(u[NX:NX])
        printf("iteration %d: row 1 mid %.6f\n", it + 1, u[NX + NX / 2]);
      }
    }
  }
  t1 = omp_get_wtime();
  double s = 0;
  for (int k = 0; k < n; k++) s += u[k];
  printf("iterations %d, error below 1e-3: %s\n", it, err <= 1e-3 ? "yes" : "no");
  printf("checksum %.4f, center %.6f\n", s, u[(NY / 2) * NX + NX / 2]);
  printf("time measured: %s\n", t1 >= t0 ? "ok" : "negative");
  free(u);
  free(un);
  return 0;
}
