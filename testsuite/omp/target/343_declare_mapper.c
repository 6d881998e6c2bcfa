// `declare mapper` (OpenMP 5.0 §2.19.7.3) for a C structure with a pointer member: the
// default mapper applied to an implicit map (a target region calling a function with the
// structure's address, as applications do), to an explicit map, to `target enter data`,
// `target update from` and `target exit data`; a named mapper (`map(mapper(half), to: v)`)
// that maps half the array. Where mapped data has device copies (a GPU; the host back end's
// discrete memory) the member pointer seen in the region is the device copy's (attached);
// without the mapper it stays the host address there ("implicit: attached 0, separate 1").
// gcc 12 does not implement declare mapper in C: expectations from the spec.
// args: -fopenmp
// expect-from: hand (gcc 12: "expected 'simd', 'reduction', 'target' or 'variant' before 'mapper'"; the expectation is the spec's)
// expect-exit: 0
// expect-stdout:
// | OK
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *x;
} vec_t;

// The default mapper: the structure and the array it points to.
#pragma omp declare mapper(vec_t v) map(v, v.x[0:v.n])
// A named one that maps only the first half of the array.
#pragma omp declare mapper(half : vec_t v) map(v) map(to: v.x[0:v.n / 2])

static void scale(vec_t *v, double a) {
  for (int i = 0; i < v->n; i++) v->x[i] *= a;
}

int main(void) {
  int errors = 0;
  int n = 100;
  vec_t v;
  v.n = n;
  v.x = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) v.x[i] = i;

  // Whether mapped data has device copies of its own here (a GPU, or the host back end's
  // discrete memory): a mapped pointer member then points at the device copy.
  int probe[1] = {0};
  uintptr_t probe_dev = 0;
#pragma omp target map(tofrom: probe[0:1]) map(from: probe_dev)
  probe_dev = (uintptr_t)&probe[0];
  int separate = probe_dev != (uintptr_t)&probe[0];

  // Implicit map of v: the default mapper maps v.x[0:n] and attaches v.x.
  uintptr_t seen = 0;
#pragma omp target map(from: seen)
  {
    scale(&v, 2.0);
    seen = (uintptr_t)v.x;
  }
  int attached = seen != (uintptr_t)v.x;
  if (attached != separate) { printf("implicit: attached %d, separate %d\n", attached, separate); errors++; }
  for (int i = 0; i < n; i++)
    if (v.x[i] != 2.0 * i) { printf("implicit: x[%d] = %g\n", i, v.x[i]); errors++; break; }

  // Explicit map with the default mapper and a map type: tofrom with the mapper's tofrom.
#pragma omp target map(tofrom: v)
  for (int i = 0; i < v.n; i++) v.x[i] += 1.0;
  for (int i = 0; i < n; i++)
    if (v.x[i] != 2.0 * i + 1.0) { printf("explicit: x[%d] = %g\n", i, v.x[i]); errors++; break; }

  // Unstructured: enter data with the mapper, update from through it, exit data.
#pragma omp target enter data map(to: v)
#pragma omp target
  for (int i = 0; i < v.n; i++) v.x[i] = -i;
#pragma omp target update from(v)
  for (int i = 0; i < n; i++)
    if (v.x[i] != -i) { printf("update: x[%d] = %g\n", i, v.x[i]); errors++; break; }
#pragma omp target exit data map(release: v)

  // The named mapper: the first half goes to the device; the region reads it only.
  double sum = 0;
#pragma omp target map(mapper(half), to: v) map(tofrom: sum)
  for (int i = 0; i < v.n / 2; i++) sum += v.x[i];
  if (sum != -(double)(n / 2) * (n / 2 - 1) / 2) { printf("half: sum %g\n", sum); errors++; }

  free(v.x);
  printf("%s\n", errors ? "FAIL" : "OK");
  return errors != 0;
}
