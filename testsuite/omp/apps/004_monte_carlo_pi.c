// Monte Carlo estimate of pi with an integer LCG per sample index (so every team size draws
// the same points), counted by a reduction, plus the per-block hit counts by atomic.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | inside 314262 pi ~ 3.1426 blocks 39295 39334 39523 39093 39219 39295 39181 39322
#include <stdio.h>
#include <stdint.h>
#include <omp.h>

static uint64_t mix(uint64_t z) {
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

int main(void) {
  const long samples = 400000;
  long inside = 0;
  int blocks[8] = {0};
#pragma omp parallel for reduction(+:inside) schedule(dynamic, 1000)
  for (long s = 0; s < samples; s++) {
    uint64_t r = mix((uint64_t)s);
    double x = (double)(r >> 40) / (double)(1 << 24);
    double y = (double)(r & 0xffffff) / (double)(1 << 24);
    if (x * x + y * y <= 1.0) {
      inside++;
#pragma omp atomic
      blocks[s % 8]++;
    }
  }
  printf("inside %ld pi ~ %.4f blocks %d %d %d %d %d %d %d %d\n", inside, 4.0 * inside / samples,
         blocks[0], blocks[1], blocks[2], blocks[3], blocks[4], blocks[5], blocks[6], blocks[7]);
  return 0;
}
