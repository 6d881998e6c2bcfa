// A 2-D heat solver written the way offload applications are: a struct-of-arrays grid whose
// constructor maps it with `target enter data` and whose destructor unmaps it with `target
// exit data`; the time loop inside `target data`, a `target teams distribute parallel for
// collapse(2)` stencil in functions taking the struct by pointer, `reduction(max:)` for the
// residual, `target update` of one halo row per step (a boundary condition set on the host),
// `omp_get_wtime` timing printed only as a sanity check.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | steps 200 last residual 3.537975e-03
// | heat 830.067153
// | row 10: 0.062306 0.475953 0.062306
// | timing sane 1
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

typedef struct {
  int nx, ny;
  double *u, *unew;
} grid_t;

static grid_t *grid_create(int nx, int ny) {
  grid_t *g = malloc(sizeof *g);
  g->nx = nx;
  g->ny = ny;
  g->u = calloc((size_t)nx * ny, sizeof(double));
  g->unew = calloc((size_t)nx * ny, sizeof(double));
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++)
      g->u[j * nx + i] = (j == 0) ? 1.0 : 0.0;
  double *u = g->u, *unew = g->unew;
  int n = nx * ny;
#pragma omp target enter data map(to: u[0:n]) map(alloc: unew[0:n])
  return g;
}

static void grid_destroy(grid_t *g) {
  double *u = g->u, *unew = g->unew;
  int n = g->nx * g->ny;
#pragma omp target exit data map(release: unew[0:n]) map(from: u[0:n])
  free(g->u);
  free(g->unew);
  free(g);
}

static double sweep(grid_t *g) {
  int nx = g->nx, ny = g->ny;
  double *u = g->u, *unew = g->unew;
  double diff = 0.0;
#pragma omp target teams distribute parallel for collapse(2) reduction(max: diff)
  for (int j = 1; j < ny - 1; j++)
    for (int i = 1; i < nx - 1; i++) {
      double v = 0.25 * (u[(j - 1) * nx + i] + u[(j + 1) * nx + i] + u[j * nx + i - 1] +
                         u[j * nx + i + 1]);
      unew[j * nx + i] = v;
      diff = fmax(diff, fabs(v - u[j * nx + i]));
    }
#pragma omp target teams distribute parallel for collapse(2)
  for (int j = 1; j < ny - 1; j++)
    for (int i = 1; i < nx - 1; i++)
      u[j * nx + i] = unew[j * nx + i];
  return diff;
}

static void set_top_row(grid_t *g, double value) {
  int nx = g->nx;
  double *u = g->u;
  for (int i = 0; i < nx; i++)
    u[i] = value;
#pragma omp target update to(u[0:nx])
}

static double total_heat(const grid_t *g) {
  int n = g->nx * g->ny;
  const double *u = g->u;
  double s = 0.0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: u[0:n])
  for (int k = 0; k < n; k++)
    s += u[k];
  return s;
}

int main(void) {
  grid_t *g = grid_create(64, 48);
  double t0 = omp_get_wtime();
  double diff = 0.0;
  int step;
  for (step = 0; step < 200; step++) {
    if (step == 100)
      set_top_row(g, 2.0);
    diff = sweep(g);
  }
  double t1 = omp_get_wtime();
  printf("steps %d last residual %.6e\n", step, diff);
  printf("heat %.6f\n", total_heat(g));
  // Bring one interior row back mid-run without ending the mapping.
  double *u = g->u;
  int nx = g->nx;
#pragma omp target update from(u[nx * 10:nx])
  printf("row 10: %.6f %.6f %.6f\n", u[nx * 10 + 1], u[nx * 10 + 32], u[nx * 10 + 62]);
  grid_destroy(g);
  printf("timing sane %d\n", t1 >= t0);
  return 0;
}
