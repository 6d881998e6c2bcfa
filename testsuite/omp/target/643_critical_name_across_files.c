// A critical name used in two files (OpenMP 4.5 §2.13.2: criticals of one name exclude each
// other program-wide): a `declare target` function of another file updates two counters
// under `critical(tally)`, and a target region of this file updates the same counters under
// its own `critical(tally)`, in the same loop. On the device both files' code takes one lock
// word, `__oxacc_critical_tally`, common in each file's PTX and one object once the device
// code of the files is linked (decision 95).
// link-with-acc: helpers/crit643_tally.c
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | count 40000 sum 799960000
#include <stdio.h>

#pragma omp declare target
void tally_add(long *count, long *sum, int v);
#pragma omp end declare target

int main(void) {
  long count = 0, sum = 0;
#pragma omp target teams distribute parallel for map(tofrom: count, sum)
  for (int i = 0; i < 20000; i++) {
    tally_add(&count, &sum, i);
#pragma omp critical(tally)
    {
      count += 1;
      sum += 3 * i;
    }
  }
  printf("count %ld sum %ld\n", count, sum);
  return 0;
}
