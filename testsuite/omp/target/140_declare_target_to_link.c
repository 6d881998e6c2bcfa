// `declare target` (OpenMP 4.5 §2.10.6) with `to` and `link`: a global table in the device
// image (`to`, kept consistent with `target update`), a large global array listed `link`
// (only a reference in the device image; mapped where a target construct uses it), and
// device functions that use both, called from target loops. The enclosed `declare target`
// … `end declare target` form declares a function and a variable together.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | weights sum 36.0
// | after update: 72.0
// | linked big: 1999000.0
// | counter 4
#include <stdio.h>

#define NB 2000

double weights[8] = {1, 2, 3, 4, 5, 6, 7, 8};
#pragma omp declare target to(weights)

double big[NB];
#pragma omp declare target link(big)

#pragma omp declare target
int counter = 0;
static double weigh(int i) { return weights[i % 8]; }
#pragma omp end declare target

static double lookup(int i) { return 2.0 * big[i]; }
#pragma omp declare target to(lookup)

int main(void) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < 8; i++) s += weigh(i);
  printf("weights sum %.1f\n", s);
  for (int i = 0; i < 8; i++) weights[i] *= 2;
#pragma omp target update to(weights)
  s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < 8; i++) s += weigh(i);
  printf("after update: %.1f\n", s);
  for (int i = 0; i < NB; i++) big[i] = i * 0.5;
  s = 0;
#pragma omp target teams distribute parallel for map(to: big) reduction(+: s)
  for (int i = 0; i < NB; i++) s += lookup(i);
  printf("linked big: %.1f\n", s);
#pragma omp target
  {
    for (int k = 0; k < 4; k++) counter++;
  }
#pragma omp target update from(counter)
  printf("counter %d\n", counter);
  return 0;
}
