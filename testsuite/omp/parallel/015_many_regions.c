// Thousands of short parallel regions and worksharing loops in sequence (the runtime
// reuses its threads); a running checksum over all of them.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | checksum 693646
#include <stdio.h>
#include <omp.h>

int main(void) {
  long check = 0;
  for (int r = 0; r < 2000; r++) {
    long s = 0;
#pragma omp parallel for reduction(+: s)
    for (int i = 0; i < 16; i++)
      s += (r ^ i) & 7;
    check = check * 31 % 1000003 + s;
  }
  printf("checksum %ld\n", check);
  return 0;
}
