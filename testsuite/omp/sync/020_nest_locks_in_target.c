// The nestable lock routines in device code (OpenMP 4.5 §3.3.1-§3.3.5:
// `omp_init_nest_lock_with_hint`, `omp_set_nest_lock`, `omp_unset_nest_lock`,
// `omp_test_nest_lock`, `omp_destroy_nest_lock`) on a `declare target` lock, initialised in
// a target region. Every thread of every team takes it, then a `declare target` function
// takes it again (the owner nests instead of waiting for itself) around a non-atomic
// update; a thread that holds it tests it (nesting count 2); nesting counts up and down to
// free in one thread. On the device: the owner's number and the nesting count in the lock's
// two words (decision 105). Before: "'omp_set_nest_lock' has no device version ... the
// target region runs only on the host".
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | hits 5000 weight 14995 depth 2
// | 1 2 3 3 1
#include <omp.h>
#include <stdio.h>

omp_nest_lock_t nl;
#pragma omp declare target(nl)

#pragma omp declare target
static void add(int *hits, long *weight, int w) {
  omp_set_nest_lock(&nl);
  *hits += 1;
  *weight += w;
  omp_unset_nest_lock(&nl);
}
#pragma omp end declare target

static void count(int n, int *hits, long *weight, int *depth) {
#pragma omp target teams distribute parallel for map(tofrom: hits[0:1], weight[0:1], depth[0:1])
  for (int i = 0; i < n; i++) {
    omp_set_nest_lock(&nl);
    int d = omp_test_nest_lock(&nl);
    add(hits, weight, i % 7);
    if (d > *depth)
      *depth = d;
    omp_unset_nest_lock(&nl);
    omp_unset_nest_lock(&nl);
  }
}

int main(void) {
  int hits = 0, depth = 0;
  long weight = 0;
  int t[5] = {0};
#pragma omp target
  omp_init_nest_lock_with_hint(&nl, omp_lock_hint_contended);
  count(5000, &hits, &weight, &depth);
#pragma omp target map(tofrom: t)
  {
    t[0] = omp_test_nest_lock(&nl);
    t[1] = omp_test_nest_lock(&nl);
    omp_set_nest_lock(&nl);
    t[2] = 3;
    omp_unset_nest_lock(&nl);
    t[3] = omp_test_nest_lock(&nl);
    omp_unset_nest_lock(&nl);
    omp_unset_nest_lock(&nl);
    omp_unset_nest_lock(&nl);
    // Free again: the next test takes it afresh.
    t[4] = omp_test_nest_lock(&nl);
    omp_unset_nest_lock(&nl);
    omp_destroy_nest_lock(&nl);
  }
  printf("hits %d weight %ld depth %d\n", hits, weight, depth);
  printf("%d %d %d %d %d\n", t[0], t[1], t[2], t[3], t[4]);
  return 0;
}
