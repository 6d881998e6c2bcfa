// The OpenMP lock routines in device code (4.5 §3.3.1-§3.3.5): `omp_init_lock`,
// `omp_set_lock`, `omp_unset_lock`, `omp_test_lock`, `omp_destroy_lock` on a `declare target`
// lock, initialised in a target region and taken by every thread of every team around a
// non-atomic update. On the device they are critical's spin lock on the lock's first word
// (docs/openmp.md, decision 95). Before: "'omp_set_lock' has no device version ... the
// target region runs only on the host".
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 10000 20000 1 0
#include <stdio.h>
#include <omp.h>

omp_lock_t lk;
#pragma omp declare target(lk)

static void count(int n, int *hits, long *weight) {
#pragma omp target teams distribute parallel for map(tofrom: hits[0:1], weight[0:1])
  for (int i = 0; i < n; i++) {
    omp_set_lock(&lk);
    *hits += 1;
    *weight += 2;
    omp_unset_lock(&lk);
  }
}

int main(void) {
  int hits = 0, got = 0, again = 0;
  long weight = 0;
#pragma omp target
  omp_init_lock(&lk);
  count(10000, &hits, &weight);
#pragma omp target map(tofrom: got, again)
  {
    got = omp_test_lock(&lk);
    again = omp_test_lock(&lk);
    omp_unset_lock(&lk);
    omp_destroy_lock(&lk);
  }
  printf("%d %ld %d %d\n", hits, weight, got != 0, again != 0);
  return 0;
}
