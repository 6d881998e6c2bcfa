// Monte Carlo with a counter-based generator (each sample's random numbers depend only on
// its index), so the estimate is the same whatever thread draws a sample.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | pi ~ 3.14145 (1570725), 4/3 pi / 8 ~ 0.52369
#include <stdio.h>
#include <stdint.h>
#include <omp.h>

static uint64_t mix(uint64_t z) {
  z += 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

int main(void) {
  long n = 2000000, inside = 0, sphere = 0;
#pragma omp parallel for reduction(+: inside, sphere) schedule(static, 4096)
  for (long k = 0; k < n; k++) {
    double x = (mix(3 * k) >> 11) * 0x1.0p-53;
    double y = (mix(3 * k + 1) >> 11) * 0x1.0p-53;
    double z = (mix(3 * k + 2) >> 11) * 0x1.0p-53;
    inside += x * x + y * y <= 1.0;
    sphere += x * x + y * y + z * z <= 1.0;
  }
  printf("pi ~ %.5f (%ld), 4/3 pi / 8 ~ %.5f\n", 4.0 * inside / n, inside, (double)sphere / n);
  return 0;
}
