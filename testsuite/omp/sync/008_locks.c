// The lock routines: simple locks around a shared list, a nested lock taken twice by the
// same thread, omp_test_nest_lock's nesting count.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | n 200 sum 19900 total 39800 nest 1 2
#include <stdio.h>
#include <omp.h>

static omp_nest_lock_t nlock;
static long total;

static void add(long v) {
  omp_set_nest_lock(&nlock);
  total += v;
  omp_unset_nest_lock(&nlock);
}

static void add_twice(long v) {
  omp_set_nest_lock(&nlock);
  add(v);
  add(v);
  omp_unset_nest_lock(&nlock);
}

int main(void) {
  omp_lock_t lock;
  int list[200], n = 0;
  omp_init_lock(&lock);
  omp_init_nest_lock(&nlock);
#pragma omp parallel for
  for (int i = 0; i < 200; i++) {
    omp_set_lock(&lock);
    list[n++] = i;
    omp_unset_lock(&lock);
    add_twice(i);
  }
  long s = 0;
  for (int i = 0; i < n; i++)
    s += list[i];
  int depth1 = omp_test_nest_lock(&nlock);
  int depth2 = omp_test_nest_lock(&nlock);
  omp_unset_nest_lock(&nlock);
  omp_unset_nest_lock(&nlock);
  omp_destroy_lock(&lock);
  omp_destroy_nest_lock(&nlock);
  printf("n %d sum %ld total %ld nest %d %d\n", n, s, total, depth1, depth2);
  return 0;
}
