// A `declare target` global defined in one file (helpers/dlink_hist.c, whose device code
// writes it from a `declare target` function called in its target region) and used through
// an extern declaration with the same directive by this file's device code (OpenMP 4.5
// §2.10.6): one device copy for the program, so this file's regions and `declare target`
// function see the other file's writes, and `target update` brings them back.
// args: -fopenmp
// link-with-acc: helpers/dlink_hist.c
// expect-exit: 0
// expect-stdout:
// | weighted on the device: 137, total 31
// | host: 6 10 8 10 4 10 8 6 (31)
#include <stdio.h>

extern int hist[8];
extern int hist_total;
#pragma omp declare target(hist, hist_total)
void hist_fill(int n);

#pragma omp declare target
static int weighted(void) {
  int s = 0;
  for (int b = 0; b < 8; b++)
    s += hist[b] * (b + 1);
  return s;
}
#pragma omp end declare target

int main(void) {
  hist_fill(10);
  int w = -1, total = -1;
#pragma omp target map(from: w, total)
  {
    w = weighted();
    total = hist_total;
  }
  printf("weighted on the device: %d, total %d\n", w, total);
#pragma omp target
  for (int b = 0; b < 8; b++)
    hist[b] *= 2;
#pragma omp target update from(hist, hist_total)
  printf("host:");
  for (int b = 0; b < 8; b++)
    printf(" %d", hist[b]);
  printf(" (%d)\n", hist_total);
  return 0;
}
