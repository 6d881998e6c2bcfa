// `declare mapper` (OpenMP 5.0 §2.19.7.3) applied to an array of the mapped type: "the
// mapper is applied to each element", so each element's pointer member is mapped and
// attached, for an explicit map, an implicit one (the array used in the region, named by no
// clause) and `target update from`. Where mapped data has device copies (a GPU; the host
// back end's discrete memory) the member pointer a region sees must not be the host's; an
// ordinary array beside it says whether the device has memory of its own. Without the
// mapper applied per element the regions follow the host's pointers.
// gcc 12 does not implement declare mapper in C: the expectation is the spec's, which gcc
// without -fopenmp (the sequential meaning) prints too.
// args: -fopenmp
// expect-from: hand (gcc 12: "expected 'simd', 'reduction', 'target' or 'variant' before 'mapper'"; the expectation is the spec's)
// expect-exit: 0
// expect-stdout:
// | sums 12 28 44
// | sums 24 56 88
// | sums 48 112 176
// | OK
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *x;
} vec_t;

#pragma omp declare mapper(vec_t v) map(tofrom: v, v.x[0:v.n])

static int errors;

static void check(uintptr_t seen, uintptr_t host, uintptr_t plain_seen, uintptr_t plain_host,
                  const char *what) {
  if (seen == host && plain_seen != plain_host) {
    printf("the region used the host's elements of %s\n", what);
    errors++;
  }
}

static void print_sums(vec_t *v, int k) {
  printf("sums");
  for (int j = 0; j < k; j++) {
    double s = 0;
    for (int i = 0; i < v[j].n; i++) s += v[j].x[i];
    printf(" %.0f", s);
  }
  printf("\n");
}

int main(void) {
  vec_t parts[3];
  double plain[4] = {0, 0, 0, 0};
  for (int j = 0; j < 3; j++) {
    parts[j].n = 8;
    parts[j].x = malloc(8 * sizeof(double));
    for (int i = 0; i < 8; i++) parts[j].x[i] = j + 1;
  }
  uintptr_t host = (uintptr_t)parts[2].x, plain_host = (uintptr_t)plain;
  uintptr_t seen = 0, plain_seen = 0;

  // Explicit map of the array.
#pragma omp target map(tofrom: parts, plain) map(from: seen, plain_seen)
  {
    seen = (uintptr_t)parts[2].x;
    plain_seen = (uintptr_t)plain;
    for (int j = 0; j < 3; j++)
      for (int i = 0; i < parts[j].n; i++) parts[j].x[i] += i % 2 + j;
  }
  check(seen, host, plain_seen, plain_host, "parts[2].x");
  print_sums(parts, 3);

  // Implicit map: the region names the array in no clause.
#pragma omp target teams distribute parallel for map(from: seen, plain_seen)
  for (int j = 0; j < 3; j++) {
    if (j == 2) {
      seen = (uintptr_t)parts[2].x;
      plain_seen = (uintptr_t)plain;
    }
    for (int i = 0; i < parts[j].n; i++) parts[j].x[i] *= 2;
  }
  check(seen, host, plain_seen, plain_host, "parts[2].x (implicit)");
  print_sums(parts, 3);

  // Resident data and `target update from`.
#pragma omp target enter data map(to: parts)
#pragma omp target
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < parts[j].n; i++) parts[j].x[i] *= 2;
#pragma omp target update from(parts)
  print_sums(parts, 3);
#pragma omp target exit data map(release: parts)

  for (int j = 0; j < 3; j++) free(parts[j].x);
  if (errors) {
    printf("FAIL\n");
    return 1;
  }
  printf("OK\n");
  return 0;
}
