// Transfers between accounts as tasks, each transfer locking both accounts in address order
// (omp_lock_t per account); the total is conserved and the final balances are fixed.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 1005 999 1001 1003 997 999 994 1002
// | total 8000
#include <stdio.h>
#include <omp.h>

#define A 8

int main(void) {
  long bal[A];
  omp_lock_t lk[A];
  for (int k = 0; k < A; k++) {
    bal[k] = 1000;
    omp_init_lock(&lk[k]);
  }
#pragma omp parallel
#pragma omp single
  for (int t = 0; t < 400; t++) {
    int from = t % A, to = (t * 3 + 1) % A;
    long amount = t % 7 + 1;
    if (from == to)
      continue;
#pragma omp task
    {
      int lo = from < to ? from : to, hi = from < to ? to : from;
      omp_set_lock(&lk[lo]);
      omp_set_lock(&lk[hi]);
      bal[from] -= amount;
      bal[to] += amount;
      omp_unset_lock(&lk[hi]);
      omp_unset_lock(&lk[lo]);
    }
  }
  long total = 0;
  for (int k = 0; k < A; k++) {
    total += bal[k];
    printf("%ld%c", bal[k], k < A - 1 ? ' ' : '\n');
    omp_destroy_lock(&lk[k]);
  }
  printf("total %ld\n", total);
  return 0;
}
