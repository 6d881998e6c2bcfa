// A domain-decomposed 1-D-split Jacobi solver as MPI+offload codes write it, with two
// subdomains in one process: each subdomain's arrays live on the device between its
// constructor's `target enter data` and its destructor's `target exit data`; every step sends
// the boundary rows to the host with `target update from` of one-row sections, swaps them
// into the neighbour's halo rows on the host, and sends the halos back with `target update
// to`; the stencil is `target teams distribute parallel for collapse(2)` with `reduction(max:)`
// of the change; a global norm sums the subdomains' `reduction(+:)` results.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | steps 300 change 4.540144e-02 total 18738.578894
// | top row 1: 49.783150 92.477136  bottom row 12: 1.218950
// | timing sane 1
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

typedef struct {
  int nx, ny; /* interior rows ny, plus a halo row above and below */
  double *u, *v;
} subdomain;

static void sub_init(subdomain *s, int nx, int ny, int rank) {
  s->nx = nx;
  s->ny = ny;
  size_t n = (size_t)nx * (ny + 2);
  s->u = malloc(n * sizeof(double));
  s->v = malloc(n * sizeof(double));
  for (size_t k = 0; k < n; k++)
    s->u[k] = s->v[k] = 0.0;
  if (rank == 0)
    for (int i = 0; i < nx; i++)
      s->u[i] = s->v[i] = 100.0; /* fixed hot wall in the top halo of the top subdomain */
  double *u = s->u, *v = s->v;
#pragma omp target enter data map(to: u[0:n], v[0:n])
}

static void sub_free(subdomain *s) {
  size_t n = (size_t)s->nx * (s->ny + 2);
  double *u = s->u, *v = s->v;
#pragma omp target exit data map(from: u[0:n]) map(release: v[0:n])
}

static double sub_step(subdomain *s) {
  int nx = s->nx, ny = s->ny;
  double *u = s->u, *v = s->v;
  double change = 0.0;
#pragma omp target teams distribute parallel for collapse(2) reduction(max: change)
  for (int j = 1; j <= ny; j++)
    for (int i = 1; i < nx - 1; i++) {
      double t = 0.25 * (u[(j - 1) * nx + i] + u[(j + 1) * nx + i] + u[j * nx + i - 1] +
                         u[j * nx + i + 1]);
      change = fmax(change, fabs(t - u[j * nx + i]));
      v[j * nx + i] = t;
    }
#pragma omp target teams distribute parallel for collapse(2)
  for (int j = 1; j <= ny; j++)
    for (int i = 1; i < nx - 1; i++)
      u[j * nx + i] = v[j * nx + i];
  return change;
}

static void exchange(subdomain *top, subdomain *bottom) {
  int nx = top->nx;
  double *tu = top->u, *bu = bottom->u;
  int last = top->ny * nx, halo = (top->ny + 1) * nx;
  /* boundary rows to the host */
#pragma omp target update from(tu[last:nx], bu[nx:nx])
  for (int i = 0; i < nx; i++) {
    bu[i] = tu[last + i];
    tu[halo + i] = bu[nx + i];
  }
#pragma omp target update to(tu[halo:nx], bu[0:nx])
}

static double sub_sum(const subdomain *s) {
  int nx = s->nx, ny = s->ny;
  const double *u = s->u;
  double sum = 0.0;
#pragma omp target teams distribute parallel for reduction(+: sum)
  for (int k = nx; k < (ny + 1) * nx; k++)
    sum += u[k];
  return sum;
}

int main(void) {
  subdomain d[2];
  sub_init(&d[0], 32, 12, 0);
  sub_init(&d[1], 32, 12, 1);
  double t0 = omp_get_wtime(), change = 0.0;
  int step;
  for (step = 0; step < 300; step++) {
    exchange(&d[0], &d[1]);
    double c0 = sub_step(&d[0]), c1 = sub_step(&d[1]);
    change = fmax(c0, c1);
    if (change < 1e-3)
      break;
  }
  double total = sub_sum(&d[0]) + sub_sum(&d[1]);
  double t1 = omp_get_wtime();
  printf("steps %d change %.6e total %.6f\n", step, change, total);
  sub_free(&d[0]);
  sub_free(&d[1]);
  printf("top row 1: %.6f %.6f  bottom row 12: %.6f\n", d[0].u[32 + 1], d[0].u[32 + 16],
         d[1].u[12 * 32 + 16]);
  printf("timing sane %d\n", t1 >= t0);
  free(d[0].u);
  free(d[0].v);
  free(d[1].u);
  free(d[1].v);
  return 0;
}
