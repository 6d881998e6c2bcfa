// `metadirective` (OpenMP 5.0 §2.3.4): one kernel for the host and the GPU (the target
// region's statement is the GPU's `teams distribute parallel for` there, resolved before the
// target construct looks at its statement), a host variant chosen by device kind, a
// metadirective with no matching selector and no default (the loop runs as written), and a
// construct selector inside a parallel region. gcc 12 -fopenmp prints "host: sum 499500
// threads 1" and hits of 4: it takes neither the kind(host) variant in host code nor the
// construct={parallel} one (its 12 release defers or drops them); expectations from the spec.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | OK
#include <omp.h>
#include <stdio.h>

#define N 1000

// A kernel written once for the host and the GPU: teams on a GPU, threads on the host.
static void scale(double *restrict y, const double *restrict x, int n, double a) {
#pragma omp target map(to: x[0:n]) map(tofrom: y[0:n])
#pragma omp metadirective when(device = {kind(gpu)}: teams distribute parallel for) \
    default(parallel for)
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

int main(void) {
  static double x[N], y[N];
  int errors = 0;
  for (int i = 0; i < N; i++) {
    x[i] = i;
    y[i] = 1.0;
  }
  scale(y, x, N, 2.0);
  for (int i = 0; i < N; i++)
    if (y[i] != 1.0 + 2.0 * i) {
      printf("y[%d] = %g\n", i, y[i]);
      errors++;
      break;
    }

  // Host code: the host's variant (a parallel loop with a reduction), counted by threads.
  int sum = 0, threads = 0;
#pragma omp metadirective when(device = {kind(host)}: parallel for reduction(+: sum) num_threads(3)) \
    default(simd)
  for (int i = 0; i < N; i++) {
    sum += i;
    if (i == 0) threads = omp_get_num_threads();
  }
  if (sum != N * (N - 1) / 2 || threads != 3) {
    printf("host: sum %d threads %d\n", sum, threads);
    errors++;
  }

  // No selector matches and there is no default: the loop runs as written.
  int seq = 0;
#pragma omp metadirective when(device = {kind(fpga)}: parallel for)
  for (int i = 0; i < 10; i++) seq = seq * 2 + 1;
  if (seq != 1023) { printf("seq %d\n", seq); errors++; }

  // A construct selector: inside a parallel region, the `for` variant shares the loop.
  int hits[4] = {0, 0, 0, 0};
#pragma omp parallel num_threads(4)
  {
#pragma omp metadirective when(construct = {parallel}: for) default(single)
    for (int i = 0; i < 4; i++) hits[i] += 1;
  }
  for (int i = 0; i < 4; i++)
    if (hits[i] != 1) { printf("hits[%d] = %d\n", i, hits[i]); errors++; }
  printf("%s\n", errors ? "FAIL" : "OK");
  return errors != 0;
}
