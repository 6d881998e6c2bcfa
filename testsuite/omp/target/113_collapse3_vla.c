// A 3-D field as a pointer to a variable-length array (double (*u)[ny][nz]) mapped as
// u[0:nx][0:ny][0:nz], swept by target teams distribute parallel for collapse(3) in a function
// taking the dimensions, and reduced by a second collapse(3) kernel.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | u[3][4][5] 345.0 total 220752.0
#include <stdio.h>
#include <stdlib.h>

static void init(int nx, int ny, int nz, double (*u)[ny][nz]) {
#pragma omp target teams distribute parallel for collapse(3) map(from: u[0:nx][0:ny][0:nz])
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++)
      for (int k = 0; k < nz; k++) u[i][j][k] = i * 100 + j * 10 + k;
}

static double total(int nx, int ny, int nz, double (*u)[ny][nz]) {
  double s = 0;
#pragma omp target teams distribute parallel for collapse(3) reduction(+: s) map(to: u[0:nx][0:ny][0:nz])
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++)
      for (int k = 0; k < nz; k++) s += u[i][j][k];
  return s;
}

int main(void) {
  int nx = 9, ny = 8, nz = 7;
  double (*u)[ny][nz] = malloc(sizeof(double[nx][ny][nz]));
  init(nx, ny, nz, u);
  printf("u[3][4][5] %.1f total %.1f\n", u[3][4][5], total(nx, ny, nz, u));
  free(u);
  return 0;
}
