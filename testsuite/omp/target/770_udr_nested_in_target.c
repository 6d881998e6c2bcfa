// User-defined reductions (OpenMP 4.5 §2.16) on device constructs nested in a target
// construct, as applications write them (decision 128): a `target teams` whose statement is
// `distribute parallel for reduction(argmin: r)` in a function taking a pointer, the
// combiner a separate `declare target` function; `target parallel` around `for
// reduction(tally: t)`; `target` around `teams reduction(cplx: z)` around `distribute
// parallel for reduction(cplx: z)` (one reduction); `teams reduction(tally: t)` around a
// plain `distribute`; `+` declared for a structure type on a nested `for`; the variable
// mapped by an enclosing `target data` region (its device copy gets the result, `target
// update from` brings it back); `if(0)` on the target (the host runs the nest). Each nest is lowered as its combined construct (1024 partial
// results, then their combination). The combiners are exact (integers, a minimum with the
// smaller index on ties), so any split of the iterations gives the same values.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | argmin -12.250 at 77777 (nested in target teams)
// | tally 500500 1000 (nested in target parallel)
// | cplx 44850 + 300000i (teams and loop)
// | tally 29403 243 (teams around distribute)
// | tally in target data: 19900 200 after the update
// | + on a structure: 149226 77
// | argmin -3.000 at 5 (if(0): on the host)
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double v;
  int at;
} argmin_t;

typedef struct {
  long sum, count;
} tally_t;

typedef struct {
  long re, im;
} cplx_t;

#pragma omp declare target
static void argmin_merge(argmin_t *out, const argmin_t *in) {
  if (in->v < out->v || (in->v == out->v && in->at < out->at))
    *out = *in;
}
#pragma omp end declare target

#pragma omp declare reduction(argmin : argmin_t : argmin_merge(&omp_out, &omp_in)) \
    initializer(omp_priv = {1e300, -1})
#pragma omp declare reduction(tally : tally_t : omp_out.sum += omp_in.sum, omp_out.count += omp_in.count) \
    initializer(omp_priv = {0, 0})
#pragma omp declare reduction(cplx : cplx_t : omp_out.re += omp_in.re, omp_out.im += omp_in.im) \
    initializer(omp_priv = {0, 0})
#pragma omp declare reduction(+ : tally_t : omp_out.sum += omp_in.sum, omp_out.count += omp_in.count) \
    initializer(omp_priv = {0, 0})

static argmin_t smallest(const double *a, int n, int on_device) {
  argmin_t r = {1e300, -1};
#pragma omp target teams map(to: a[0:n]) map(tofrom: r) num_teams(16) if(on_device)
  {
#pragma omp distribute parallel for reduction(argmin: r)
    for (int i = 0; i < n; i++) {
      if (a[i] < r.v || (a[i] == r.v && i < r.at)) {
        r.v = a[i];
        r.at = i;
      }
    }
  }
  return r;
}

static tally_t count_up(int n) {
  tally_t t = {0, 0};
#pragma omp target parallel map(tofrom: t)
  {
#pragma omp for reduction(tally: t)
    for (int i = 1; i <= n; i++) {
      t.sum += i;
      t.count++;
    }
  }
  return t;
}

static cplx_t spiral(const int *k, int n) {
  cplx_t z = {0, 0};
#pragma omp target map(to: k[0:n]) map(tofrom: z)
#pragma omp teams reduction(cplx: z)
#pragma omp distribute parallel for reduction(cplx: z)
  for (int i = 0; i < n; i++) {
    z.re += k[i];
    z.im += (long)k[i] % 3 * 1000;
  }
  return z;
}

int main(void) {
  int n = 100000;
  double *a = malloc(n * sizeof *a);
  for (int i = 0; i < n; i++)
    a[i] = (double)((i * 7919) % 1000) / 8.0;
  a[77777] = -12.25;
  a[90001] = -12.25;
  argmin_t r = smallest(a, n, 1);
  printf("argmin %.3f at %d (nested in target teams)\n", r.v, r.at);
  tally_t t = count_up(1000);
  printf("tally %ld %ld (nested in target parallel)\n", t.sum, t.count);
  int *k = malloc(300 * sizeof *k);
  for (int i = 0; i < 300; i++)
    k[i] = i;
  cplx_t z = spiral(k, 300);
  printf("cplx %ld + %ldi (teams and loop)\n", z.re, z.im);
  tally_t u = {0, 0};
#pragma omp target teams num_teams(3) reduction(tally: u)
#pragma omp distribute
  for (int i = 0; i < 243; i++) {
    u.sum += i;
    u.count++;
  }
  printf("tally %ld %ld (teams around distribute)\n", u.sum, u.count);
  tally_t d = {0, 0};
#pragma omp target data map(tofrom: d)
  {
#pragma omp target teams map(tofrom: d)
#pragma omp distribute parallel for reduction(tally: d)
    for (int i = 0; i < 200; i++) {
      d.sum += i;
      d.count++;
    }
#pragma omp target update from(d)
    printf("tally in target data: %ld %ld after the update\n", d.sum, d.count);
  }
  tally_t plus = {0, 0};
#pragma omp target parallel map(tofrom: plus)
#pragma omp for reduction(+: plus)
  for (int i = 0; i < 77; i++) {
    plus.sum += i * i;
    plus.count++;
  }
  printf("+ on a structure: %ld %ld\n", plus.sum, plus.count);
  double b[8] = {4, 9, -1, 7, 0, -3, 2, -3};
  argmin_t h = smallest(b, 8, 0);
  printf("argmin %.3f at %d (if(0): on the host)\n", h.v, h.at);
  free(a);
  free(k);
  return 0;
}
