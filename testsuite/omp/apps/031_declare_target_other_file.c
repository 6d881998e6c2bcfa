// A two-file build as `make CC=oxacc` does it (each file compiled with -c, then linked):
// `declare target` functions and `declare target` global arrays defined in another translation
// unit (helpers/ompapps_physics.c), declared in a header inside `declare target`, called from
// `target teams distribute parallel for` regions in functions taking pointers; the table is
// filled on the host and sent with `target update` in the other file.
// args: -fopenmp
// link-with-acc: helpers/ompapps_physics.c
// expect-exit: 0
// expect-stdout:
// | flux checksum 1.625000
// | poly sum 1421.428500000
// | host poly sum 1421.428500000
#include <stdio.h>
#include <stdlib.h>
#include "helpers/ompapps_physics.h"

static void fluxes(const double *q, double *f, int n, double c) {
#pragma omp target teams distribute parallel for map(to: q[0:n]) map(from: f[0:n - 1])
  for (int i = 0; i < n - 1; i++)
    f[i] = flux(q[i], q[i + 1], c);
}

static double eval_sum(const double *x, int n) {
  double s = 0.0;
  int ready = 0;
#pragma omp target teams distribute parallel for map(to: x[0:n]) reduction(+: s) reduction(max: ready)
  for (int i = 0; i < n; i++) {
    s += poly(x[i]);
    ready = ready > table_ready ? ready : table_ready;
  }
  return ready ? s : -1.0;
}

int main(void) {
  int n = 1000;
  double *q = malloc(n * sizeof *q), *f = malloc(n * sizeof *f);
  for (int i = 0; i < n; i++)
    q[i] = (i % 17) * 0.25;
  init_coeffs();
  fluxes(q, f, n, 0.5);
  double fs = 0.0;
  for (int i = 0; i < n - 1; i++)
    fs += f[i] * (i % 3);
  printf("flux checksum %.6f\n", fs);
  for (int i = 0; i < n; i++)
    q[i] = (i % 10) * 0.1;
  printf("poly sum %.9f\n", eval_sum(q, n));
  double host = 0.0;
  for (int i = 0; i < n; i++)
    host += poly(q[i]);
  printf("host poly sum %.9f\n", host);
  free(q);
  free(f);
  return 0;
}
