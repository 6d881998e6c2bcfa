// Nested `target data` regions across functions, the way a solver is written: the outer
// function maps the arrays for the whole run, the inner ones map them again (found present,
// counts raised and lowered, no copy, 4.5 §2.15.5.1) and launch kernels on pointers; a
// `target update from` gets a residual in the middle; the results come back once at the end.
// Functions without prototypes; the time is measured with omp_get_wtime and not printed.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sweep 1 residual 0.500000
// | sweep 2 residual 0.250000
// | sweep 3 residual 0.125000
// | sweep 4 residual 0.062500
// | final u[0] 0.937500 u[n-1] 0.937500 sum 3840.000000
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static void relax(u, f, n)
double *u, *f;
int n;
{
#pragma omp target data map(tofrom: u[0:n]) map(to: f[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) u[i] = 0.5 * (u[i] + f[i]);
  }
}

static double residual(u, f, n)
double *u, *f;
int n;
{
  double r = 0;
#pragma omp target data map(to: u[0:n], f[0:n])
  {
#pragma omp target teams distribute parallel for reduction(max: r)
    for (int i = 0; i < n; i++) {
      double d = f[i] - u[i];
      if (d < 0) d = -d;
      if (d > r) r = d;
    }
  }
  return r;
}

static void solve(u, f, n, sweeps)
double *u, *f;
int n, sweeps;
{
  double t0 = omp_get_wtime();
#pragma omp target data map(tofrom: u[0:n]) map(to: f[0:n])
  {
    for (int s = 1; s <= sweeps; s++) {
      relax(u, f, n);
      printf("sweep %d residual %f\n", s, residual(u, f, n));
    }
#pragma omp target update from(u[0:n])
  }
  double t1 = omp_get_wtime();
  if (t1 < t0) printf("clock went backwards\n");
}

int main(void) {
  int n = 4096;
  double *u = malloc(n * sizeof *u), *f = malloc(n * sizeof *f);
  for (int i = 0; i < n; i++) {
    u[i] = 0;
    f[i] = 1;
  }
  solve(u, f, n, 4);
  double s = 0;
  for (int i = 0; i < n; i++) s += u[i];
  printf("final u[0] %f u[n-1] %f sum %f\n", u[0], u[n - 1], s);
  free(u);
  free(f);
  return 0;
}
