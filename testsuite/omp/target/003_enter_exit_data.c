// Application style: target enter data in an init function, kernels that find the data
// present, target update to and from, target exit data in a finalize function; timing with
// omp_get_wtime (not printed).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | after update: u[1] = 1001.0
// | interior unchanged: yes
// | timing non-negative: yes
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

typedef struct { int n; double *u, *v; } field;

static void init(field *f, int n) {
  f->n = n;
  f->u = malloc(n * sizeof(double));
  f->v = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) { f->u[i] = i; f->v[i] = 0; }
  double *u = f->u, *v = f->v;
#pragma omp target enter data map(to: u[0:n]) map(alloc: v[0:n])
}

static void step(field *f) {
  int n = f->n;
  double *u = f->u, *v = f->v;
#pragma omp target teams distribute parallel for
  for (int i = 1; i < n - 1; i++)
    v[i] = 0.5 * (u[i - 1] + u[i + 1]);
#pragma omp target teams distribute parallel for
  for (int i = 1; i < n - 1; i++)
    u[i] = v[i];
}

static void finalize(field *f) {
  int n = f->n;
  double *u = f->u, *v = f->v;
#pragma omp target exit data map(from: u[0:n]) map(delete: v[0:n])
  free(f->v);
}

int main(void) {
  field f;
  int n = 1000;
  init(&f, n);
  double t0 = omp_get_wtime();
  for (int it = 0; it < 10; it++) step(&f);
  double t1 = omp_get_wtime();
  // A host change made visible to the device, and a device result brought back.
  f.u[0] = 1000;
  double *u = f.u;
#pragma omp target update to(u[0:1])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 1; i++) u[1] = u[0] + 1;
#pragma omp target update from(u[1:1])
  printf("after update: u[1] = %.1f\n", f.u[1]);
  finalize(&f);
  // A linear function is a fixed point of the averaging, except next to the changed ends.
  int bad = 0;
  for (int i = 12; i < n - 12; i++)
    if (f.u[i] != i) bad++;
  printf("interior unchanged: %s\n", bad ? "no" : "yes");
  printf("timing non-negative: %s\n", t1 - t0 >= 0 ? "yes" : "no");
  free(f.u);
  return bad != 0;
}
