// Objects with device copies, as C codes written for nvc/clang build them: a `vec` structure
// whose constructor maps the structure itself and then its data with `target enter data
// map(to: v[0:1]) map(alloc: v->data[0:n])` (the member pointer attached to the device copy of
// the structure), whose destructor undoes it, and kernels that use `v->data[i]` in `target
// teams loop` and `target teams distribute parallel for` regions with only the structure
// pointer mapped; `omp_target_is_present` checks, `if(target: ...)` small-size host
// fallback (`map(alloc:)` of present structures, as codes for gcc 12 write what 5.1 spells
// `map(present, alloc:)`).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | present 1 1
// | dot 258750.000
// | y 2.0000 3.5000 15.5000
// | small dot 72.000
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

typedef struct {
  long n;
  double *data;
} vec;

static vec *vec_new(long n, double value) {
  vec *v = malloc(sizeof *v);
  v->n = n;
  v->data = malloc(n * sizeof(double));
  for (long i = 0; i < n; i++)
    v->data[i] = value;
#pragma omp target enter data map(to: v[0:1]) map(to: v->data[0:n])
  return v;
}

static void vec_free(vec *v) {
#pragma omp target exit data map(delete: v->data[0:v->n]) map(delete: v[0:1])
  free(v->data);
  free(v);
}

static void vec_download(vec *v) {
#pragma omp target update from(v->data[0:v->n])
}

static void vec_axpby(vec *y, double a, const vec *x, double b) {
  long n = y->n;
#pragma omp target teams loop map(alloc: y[0:1], x[0:1])
  for (long i = 0; i < n; i++)
    y->data[i] = a * x->data[i] + b * y->data[i];
}

static double vec_dot(const vec *x, const vec *y) {
  double s = 0.0;
  long n = x->n;
#pragma omp target teams distribute parallel for reduction(+: s) if(target: n > 16)
  for (long i = 0; i < n; i++)
    s += x->data[i] * y->data[i];
  return s;
}

int main(void) {
  long n = 5000;
  vec *x = vec_new(n, 1.0), *y = vec_new(n, 2.0);
  int dev = omp_get_default_device();
  printf("present %d %d\n", omp_target_is_present(x, dev), omp_target_is_present(x->data, dev));
#pragma omp target teams distribute parallel for map(alloc: x[0:1])
  for (long i = 0; i < n; i++)
    x->data[i] = (double)(i % 10);
  for (int it = 0; it < 3; it++)
    vec_axpby(y, 0.5, x, 1.0);
  printf("dot %.3f\n", vec_dot(x, y));
  vec_download(y);
  printf("y %.4f %.4f %.4f\n", y->data[0], y->data[1], y->data[n - 1]);
  vec *small = vec_new(8, 3.0);
  printf("small dot %.3f\n", vec_dot(small, small));
  vec_free(small);
  vec_free(x);
  vec_free(y);
  return 0;
}
