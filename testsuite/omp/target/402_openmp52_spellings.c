// OpenMP 5.1/5.2 spellings of 5.0 features, as OpenMP_VV's 5.2 tests write them: a map clause
// without a map type on `target enter data` (5.2 §13.6: it is `to`) and `target exit data`
// (§13.7: `from`), a metadirective's `otherwise` clause (5.2 §7.4.2, the 5.0 `default`
// clause's new name) in host code and in a target region, and `order(reproducible:
// concurrent)`/`order(unconstrained: concurrent)` (5.1 §2.11.3). oxacc refused all three
// ("needs an explicit map type", "expected 'when(selector: directive)' or
// 'default(directive)'", "unknown order"). Written as an application would: the arrays are a
// function's pointer parameters.
// args: -fopenmp
// expect-from: hand (gcc 12 refuses all three 5.1/5.2 forms; the lines follow from the spec sections named above on any device)
// expect-exit: 0
// expect-stdout:
// | enter/exit data: 1000 1200 70
// | otherwise: host sum 499500, target 1000
// | order: 2 4
#include <omp.h>
#include <stdio.h>

#define N 10

// The data stays on the device between the two directives, with default map types.
static void bump_resident(int *a, int *b, int *d, int n) {
#pragma omp target enter data map(a[:n], b[:n], d[:n])
#pragma omp target
  for (int i = 0; i < n; i++) {
    a[i] = 1000;
    b[i] += 70;
    d[i] = 70;
  }
#pragma omp target exit data map(a[:n], b[:n], d[:n])
}

static int sum_to(int n) {
  int s = 0;
#pragma omp metadirective when(device = {kind(fpga)}: single) \
    otherwise(parallel for reduction(+: s))
  for (int i = 0; i < n; i++) s += i;
  return s;
}

static int count_on_target(int n) {
  int total = 0;
#pragma omp target map(tofrom: total)
  {
#pragma omp metadirective when(device = {kind(fpga)}: single) \
    otherwise(parallel for reduction(+: total))
    for (int i = 0; i < n; i++) total += 1;
  }
  return total;
}

static void twice(int *x, int *y, int n) {
#pragma omp parallel
  {
#pragma omp for order(reproducible: concurrent)
    for (int i = 0; i < n; i++) x[i] += 1;
#pragma omp for order(unconstrained: concurrent)
    for (int i = 0; i < n; i++) y[i] = 2 * x[i];
  }
}

int main(void) {
  int a[N], b[N], d[N], x[N], y[N];
  for (int i = 0; i < N; i++) {
    a[i] = 10;
    b[i] = 1130;
    d[i] = 0;
    x[i] = 1;
    y[i] = 0;
  }
  bump_resident(a, b, d, N);
  printf("enter/exit data: %d %d %d\n", a[N - 1], b[0], d[3]);
  printf("otherwise: host sum %d, target %d\n", sum_to(1000), count_on_target(1000));
  twice(x, y, N);
  printf("order: %d %d\n", x[0], y[N - 1]);
  return 0;
}
