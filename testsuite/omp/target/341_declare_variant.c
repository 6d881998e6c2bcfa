// `declare variant` (OpenMP 5.0 §2.3.5) with construct and device selectors: each call
// calls the variant whose selector matches its context with the highest score (§2.3.3: a
// {target, parallel} selector outranks {target} and {parallel}); in a target region the
// device selectors choose per device (the GPU's variant on a GPU, the host's in the host
// fallback: the program checks against omp_is_initial_device() in the region), return values
// included. gcc 12 -fopenmp (host fallback) prints OK for all but helper(): gcc adds `target`
// to the context of every version of a declare target function, and so calls tgt_only() from
// helper() on the host too; 5.0 §2.3.1 adds it "for any versions of the function that are
// generated for target regions", which the host version called from host code is not (clang's
// reading too): oxacc's helper() calls plain() on the host and in the host fallback.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | OK
#include <omp.h>
#include <stdio.h>

#define N 64

// Where code runs: a variant per device kind.
int where_host(void) { return 1; }
int where_gpu(void) { return 2; }
#pragma omp declare variant(where_host) match(device = {kind(host)})
#pragma omp declare variant(where_gpu) match(device = {kind(gpu)})
int where(void) { return 0; }

// Construct selectors: the more constructs matched, the higher the score.
void fill_par(int *a, int n);
void fill_tgt(int *a, int n);
void fill_tgt_par(int *a, int n);
#pragma omp declare variant(fill_par) match(construct = {parallel})
#pragma omp declare variant(fill_tgt) match(construct = {target})
#pragma omp declare variant(fill_tgt_par) match(construct = {target, parallel})
void fill(int *a, int n) {
  for (int i = 0; i < n; i++) a[i] = i;
}
void fill_par(int *a, int n) {
#pragma omp for
  for (int i = 0; i < n; i++) a[i] = i + 100;
}
void fill_tgt(int *a, int n) {
  for (int i = 0; i < n; i++) a[i] = i + 200;
}
void fill_tgt_par(int *a, int n) {
  for (int i = 0; i < n; i++) a[i] = i + 300;
}

// A value through a variant chosen by the device: the GPU's squares add 1000.
double sq_gpu(double x) { return x * x + 1000.0; }
#pragma omp declare variant(sq_gpu) match(device = {arch(nvptx)})
double sq(double x) { return x * x; }

// A declare target function's device version has the target construct in its context
// (5.0 §2.3.1); its host version, which the host fallback of a target region runs, has not.
int tgt_only(void) { return 7; }
#pragma omp declare variant(tgt_only) match(construct = {target})
int plain(void) { return 5; }
#pragma omp declare target
int helper(void) { return plain(); }
#pragma omp end declare target

static int check(const int *a, int n, int base, const char *what) {
  for (int i = 0; i < n; i++)
    if (a[i] != i + base) {
      printf("%s: a[%d] = %d, want %d\n", what, i, a[i], i + base);
      return 1;
    }
  return 0;
}

int main(void) {
  int errors = 0;
  int a[N], b[N], c[N], d[N];
  fill(a, N);
  errors += check(a, N, 0, "host");
#pragma omp parallel num_threads(2)
  fill(b, N);
  errors += check(b, N, 100, "parallel");
#pragma omp target map(from: c)
  fill(c, N);
  errors += check(c, N, 200, "target");
#pragma omp target parallel map(from: d) num_threads(1)
  fill(d, N);
  errors += check(d, N, 300, "target parallel");

  int w_host = where(), w_dev = -1, initial = -1;
  double s = 0;
#pragma omp target map(from: w_dev, initial, s)
  {
    w_dev = where();
    initial = omp_is_initial_device();
    s = sq(3.0);
  }
  if (w_host != 1) { printf("where on the host: %d\n", w_host); errors++; }
  if (w_dev != (initial ? 1 : 2)) { printf("where in target: %d (initial %d)\n", w_dev, initial); errors++; }
  if (s != (initial ? 9.0 : 1009.0)) { printf("sq in target: %g\n", s); errors++; }
  int h_dev = -1;
#pragma omp target map(from: h_dev)
  h_dev = helper();
  if (helper() != 5) { printf("helper on the host: %d\n", helper()); errors++; }
  if (h_dev != (initial ? 5 : 7)) { printf("helper in target: %d\n", h_dev); errors++; }
  if (sq(3.0) != 9.0) { printf("sq on host\n"); errors++; }
  printf("%s\n", errors ? "FAIL" : "OK");
  return errors != 0;
}
