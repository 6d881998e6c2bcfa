// Application: a block Jacobi-preconditioned matrix-free operator in the style of HPC codes: a global state structure with pointer members entered once (enter data of each member section), kernels written as functions taking the structure by pointer and copying its members to locals before the target regions.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum after 5 applications: 58.2706076389
#include <stdio.h>
#include <stdlib.h>

typedef struct { int n; double *diag, *off, *x, *y; } op_t;

static void op_create(op_t *o, int n) {
  o->n = n;
  o->diag = malloc(n * sizeof(double));
  o->off = malloc(n * sizeof(double));
  o->x = malloc(n * sizeof(double));
  o->y = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) { o->diag[i] = 4 + i % 3; o->off[i] = -1; o->x[i] = 1; o->y[i] = 0; }
  double *d = o->diag, *f = o->off, *x = o->x, *y = o->y;
#pragma omp target enter data map(to: d[0:n], f[0:n], x[0:n]) map(alloc: y[0:n])
}

static void op_apply(op_t *o) {
  int n = o->n;
  double *d = o->diag, *f = o->off, *x = o->x, *y = o->y;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
    double v = d[i] * x[i];
    if (i > 0) v += f[i] * x[i - 1];
    if (i < n - 1) v += f[i] * x[i + 1];
    y[i] = v;
  }
}

static void op_precondition(op_t *o) {
  int n = o->n;
  double *d = o->diag, *x = o->x, *y = o->y;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) x[i] = y[i] / d[i];
}

static double op_destroy(op_t *o) {
  int n = o->n;
  double *d = o->diag, *f = o->off, *x = o->x, *y = o->y;
#pragma omp target exit data map(from: x[0:n]) map(delete: d[0:n], f[0:n], y[0:n])
  double s = 0;
  for (int i = 0; i < n; i++) s += o->x[i];
  free(o->diag); free(o->off); free(o->x); free(o->y);
  return s;
}

int main(void) {
  op_t o;
  op_create(&o, 1000);
  for (int k = 0; k < 5; k++) {
    op_apply(&o);
    op_precondition(&o);
  }
  printf("sum after 5 applications: %.10f\n", op_destroy(&o));
  return 0;
}
