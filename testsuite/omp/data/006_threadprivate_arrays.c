// threadprivate arrays and structures with copyin at the start of each region and a
// per-thread accumulation that persists between regions of the same team size.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | mismatches 0 primary keeps 5, team total at least 5: 1
#include <stdio.h>
#include <omp.h>

struct counter { int hits; double weight; };
static int table[4];
static struct counter ctr;
#pragma omp threadprivate(table, ctr)

int main(void) {
  for (int k = 0; k < 4; k++)
    table[k] = k * 10;
  ctr.hits = 5;
  ctr.weight = 0.5;
  int bad = 0;
#pragma omp parallel copyin(table, ctr) reduction(+: bad) num_threads(3)
  {
    for (int k = 0; k < 4; k++)
      bad += table[k] != k * 10;
    bad += ctr.hits != 5 || ctr.weight != 0.5;
    ctr.hits += omp_get_thread_num();
  }
  int total = 0;
#pragma omp parallel reduction(+: total) num_threads(3)
  total += ctr.hits;
  printf("mismatches %d primary keeps %d, team total at least %d: %d\n", bad, ctr.hits, 5,
         total >= 5);
  return 0;
}
