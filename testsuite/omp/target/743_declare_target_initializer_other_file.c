// `declare target` globals defined with their initializers in another translation unit
// (helpers/gdata_tables.c) and used by this file's device code through extern declarations
// (with the same directive, OpenMP 4.5 §2.10.6): the device copies start with the
// initializers, read by a `declare target` function of this file and by target regions,
// without any `target update` (decision 123).
// args: -fopenmp
// link-with-acc: helpers/gdata_tables.c
// expect-exit: 0
// expect-stdout:
// | scaled: 10.0 20.0 37.5 40.0 57.5 105.0 10.0 20.0
// | direct sum: 108
#include <stdio.h>

extern int lut[6];
extern double gain;
#pragma omp declare target(lut, gain)

#pragma omp declare target
static double scaled(int i) { return gain * lut[i % 6]; }
#pragma omp end declare target

static void fill(double *out, int n) {
#pragma omp target teams distribute parallel for map(from: out[0:n])
  for (int i = 0; i < n; i++)
    out[i] = scaled(i);
}

int main(void) {
  double out[8];
  fill(out, 8);
  printf("scaled:");
  for (int i = 0; i < 8; i++)
    printf(" %.1f", out[i]);
  printf("\n");
  int sum = 0;
#pragma omp target map(tofrom: sum)
  for (int i = 0; i < 6; i++)
    sum += lut[i];
  printf("direct sum: %d\n", sum);
  return 0;
}
