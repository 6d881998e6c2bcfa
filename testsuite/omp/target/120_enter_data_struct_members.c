// Application style: a vector type whose data lives on the device between calls: create maps
// the structure and then its buffer through it with target enter data (the device structure's
// pointer is attached to the device buffer), operations are kernels that reach the data
// through the mapped structure, destroy copies the buffer back and unmaps both.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum y 4000.0 sum x 1000.0
// | first elements after destroy: x 1.0 y 4.0
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *data;
} vector;

static vector *vec_create(int n, double v) {
  vector *x = malloc(sizeof *x);
  x->n = n;
  x->data = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) x->data[i] = v;
#pragma omp target enter data map(to: x[0:1])
#pragma omp target enter data map(to: x->data[0:n])
  return x;
}

static void vec_axpy(vector *y, double a, vector *x) {
  int n = y->n;
  double *yd = y->data, *xd = x->data;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) yd[i] += a * xd[i];
}

static double vec_sum(vector *x) {
  double s = 0;
  int n = x->n;
  double *d = x->data;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < n; i++) s += d[i];
  return s;
}

static void vec_destroy(vector *x, double *first) {
#pragma omp target exit data map(from: x->data[0:x->n])
#pragma omp target exit data map(delete: x[0:1])
  *first = x->data[0];
  free(x->data);
  free(x);
}

int main(void) {
  vector *x = vec_create(1000, 1.0), *y = vec_create(1000, 2.0);
  vec_axpy(y, 3.0, x);
  vec_axpy(y, -1.0, x);
  printf("sum y %.1f sum x %.1f\n", vec_sum(y), vec_sum(x));
  double fx, fy;
  vec_destroy(x, &fx);
  vec_destroy(y, &fy);
  printf("first elements after destroy: x %.1f y %.1f\n", fx, fy);
  return 0;
}
