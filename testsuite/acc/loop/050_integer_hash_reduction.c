// Integer hashing in a reduction loop, as Monte-Carlo codes write it (bench/acc/montecarlo.c):
// 32-bit multiplicative hashes of the index, a 64-bit LCG step, 64-bit squares of 31-bit values,
// sums and a count. The host back end's default target (x86-64-v2, decision 86) vectorizes
// these 32-bit products with `pmulld` where x86-64 emulated them; every lane must still compute
// the scalar result exactly (wrap-around of unsigned products, the trip count's remainder).
// expect-exit: 0
// expect-stdout:
// | inside 823360 of 1048573
// | lcg 6ea192d728627721
// | mix 00080001af7cd32a
#include <stdint.h>
#include <stdio.h>

#pragma acc routine seq
static inline uint32_t hash32(uint32_t x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

#pragma acc routine seq
static long inside(long i) {
  uint64_t X = hash32((uint32_t)i ^ hash32((uint32_t)(i >> 32) + 0x9e3779b9U)) >> 1;
  uint64_t Y = hash32((uint32_t)i + 0x632be5abU) >> 1;
  return X * X + Y * Y < (1ULL << 62) ? 1 : 0;
}

/* Takes its trip count and multiplier as parameters, as library code does. */
static void sums(long n, uint32_t k, long *count, uint64_t *lcg, uint64_t *mix) {
  long c = 0;
  uint64_t s = 0, m = 0;
#pragma acc parallel loop reduction(+ : c, s, m)
  for (long i = 0; i < n; i++) {
    c += inside(i);
    s += (uint64_t)i * 6364136223846793005ULL + 1442695040888963407ULL;
    m += (uint64_t)(hash32((uint32_t)i * k) * (uint32_t)i);
  }
  *count = c;
  *lcg = s;
  *mix = m;
}

int main(void) {
  long count;
  uint64_t lcg, mix;
  long n = (1L << 20) - 3; /* not a multiple of any vector width */
  sums(n, 2654435761U, &count, &lcg, &mix);
  printf("inside %ld of %ld\n", count, n);
  printf("lcg %016llx\n", (unsigned long long)lcg);
  printf("mix %016llx\n", (unsigned long long)mix);
  return count > 0 ? 0 : 1;
}
