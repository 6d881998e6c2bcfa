// `critical(name)` in a `declare target` function that a target region calls from every
// thread of every team (OpenMP 4.5 §2.13.2, §2.10.6): on the device a spin lock on a global
// word per name (docs/openmp.md "critical in device code", decision 95). Before, the function
// called libomp's `__kmpc_critical` ("has no device version ... runs only on the host"), and
// the device module held clang's lock symbol `.gomp_critical_user_upd.var`, a name PTX cannot
// parse: the driver's JIT refused the whole module, so no kernel of the file could load.
// The updates are not atomic-able as one instruction (two counters and a running maximum
// with its index), so only mutual exclusion gives exact results.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | count 100000 sum 4999950000 evens 50000
// | max 99999 at 99999
// | hist 12500 12500 12500 12500 12500 12500 12500 12500
#include <stdio.h>

#define N 100000

typedef struct {
  long count, sum, evens;
  int best, best_at;
} stats;

#pragma omp declare target
void record(stats *s, int i, int value) {
#pragma omp critical(upd)
  {
    s->count += 1;
    s->sum += value;
    if (value % 2 == 0)
      s->evens += 1;
    if (value > s->best || (value == s->best && i < s->best_at)) {
      s->best = value;
      s->best_at = i;
    }
  }
}

void bin(int *hist, int value) {
#pragma omp critical
  hist[value % 8] = hist[value % 8] + 1;
}
#pragma omp end declare target

int main(void) {
  stats s = {0, 0, 0, -1, -1};
  int hist[8] = {0};
#pragma omp target teams distribute parallel for map(tofrom: s, hist)
  for (int i = 0; i < N; i++) {
    record(&s, i, i);
    bin(hist, i);
  }
  printf("count %ld sum %ld evens %ld\n", s.count, s.sum, s.evens);
  printf("max %d at %d\n", s.best, s.best_at);
  printf("hist");
  for (int k = 0; k < 8; k++)
    printf(" %d", hist[k]);
  printf("\n");
  return 0;
}
