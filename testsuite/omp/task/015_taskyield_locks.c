// taskyield in a loop that waits for a lock with omp_test_lock: every task eventually gets
// the lock; the protected counter ends at the number of tasks.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | counter 40 1
#include <stdio.h>
#include <omp.h>

int main(void) {
  omp_lock_t lock;
  omp_init_lock(&lock);
  int counter = 0, tries_ok = 1;
#pragma omp parallel
#pragma omp single
  for (int t = 0; t < 40; t++) {
#pragma omp task
    {
      while (!omp_test_lock(&lock)) {
#pragma omp taskyield
      }
      counter++;
      omp_unset_lock(&lock);
    }
  }
  omp_destroy_lock(&lock);
  printf("counter %d %d\n", counter, tries_ok);
  return 0;
}
