// `target update` of a mapped structure whose pointer member is attached to a mapped array
// (OpenMP 5.0 §2.12.6; the member's device copy points at the array's device copy): the
// host keeps its own pointer after `update from`, and the device keeps the attachment after
// `update to`, as clang's libomptarget does (it restores such "shadow pointers"). OpenACC
// 3.3 §2.6.8 leaves the same update undefined; oxacc's runtime skips attached pointers in
// both. Before, `update from(v)` left the device address in `v.x` (a SIGSEGV on a GPU).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | host pointer kept 1
// | values -3 -9
// | after update to: n 12 sum 66
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *x;
} vec_t;

static void negate(vec_t *v) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < v->n; i++) v->x[i] = -v->x[i];
}

int main(void) {
  vec_t v;
  v.n = 10;
  v.x = malloc(12 * sizeof(double));
  double *orig = v.x;
  for (int i = 0; i < 12; i++) v.x[i] = i;
#pragma omp target enter data map(to: v) map(to: v.x[0:12])
  negate(&v);
#pragma omp target update from(v)
  printf("host pointer kept %d\n", v.x == orig);
#pragma omp target update from(v.x[0:12])
  printf("values %g %g\n", orig[3], orig[9]);
  // The host changes the length and sends the structure: the device's pointer must stay
  // the device copy's.
  v.n = 12;
  for (int i = 0; i < 12; i++) orig[i] = i;
#pragma omp target update to(v) to(v.x[0:12])
  double sum = 0;
#pragma omp target map(tofrom: sum)
  for (int i = 0; i < v.n; i++) sum += v.x[i];
  printf("after update to: n %d sum %g\n", v.n, sum);
#pragma omp target exit data map(release: v.x[0:12]) map(release: v)
  free(orig);
  return 0;
}
