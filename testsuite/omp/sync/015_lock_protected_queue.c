// A work queue protected by an OpenMP lock, filled by one thread with tasks consuming
// from it; every item is consumed exactly once.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | each consumed once 1 head 500
#include <stdio.h>
#include <omp.h>

#define ITEMS 500

int main(void) {
  int queue[ITEMS], head = 0, tail = 0;
  int consumed[ITEMS] = {0};
  omp_lock_t lock;
  omp_init_lock(&lock);
  for (int k = 0; k < ITEMS; k++)
    queue[tail++] = k;
#pragma omp parallel
  {
    for (;;) {
      int item = -1;
      omp_set_lock(&lock);
      if (head < tail)
        item = queue[head++];
      omp_unset_lock(&lock);
      if (item < 0)
        break;
#pragma omp atomic
      consumed[item]++;
    }
  }
  omp_destroy_lock(&lock);
  int once = 1;
  for (int k = 0; k < ITEMS; k++)
    once &= consumed[k] == 1;
  printf("each consumed once %d head %d\n", once, head);
  return 0;
}
