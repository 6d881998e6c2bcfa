// target enter data / exit data across function boundaries (OpenMP 4.5 §2.10.2–§2.10.3): an object with an init/compute/finish life cycle, alloc on enter followed by device initialisation, release from one function while another still holds a reference, and from at the end.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | final sum 6000.0 first 6.0
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { int n; double *v; } field_t;

static field_t *field_new(int n) {
  field_t *f = malloc(sizeof *f);
  f->n = n;
  f->v = malloc(n * sizeof(double));
  double *v = f->v;
#pragma omp target enter data map(alloc: v[0:n])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) v[i] = 1.0;
  return f;
}

static void field_retain(field_t *f) {
  double *v = f->v;
  int n = f->n;
#pragma omp target enter data map(to: v[0:n])
}

static void field_release(field_t *f) {
  double *v = f->v;
  int n = f->n;
#pragma omp target exit data map(release: v[0:n])
}

static void field_scale(field_t *f, double a) {
  double *v = f->v;
  int n = f->n;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) v[i] *= a;
}

static void field_free(field_t *f) {
  double *v = f->v;
  int n = f->n;
#pragma omp target exit data map(from: v[0:n])
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  printf("final sum %.1f first %.1f\n", s, v[0]);
  free(f->v);
  free(f);
}

int main(void) {
  field_t *f = field_new(1000);
  field_retain(f);
  field_scale(f, 3.0);
  field_release(f);
  field_scale(f, 2.0); /* still present: one reference left */
  field_free(f);
  return 0;
}
