// Reductions on combined device constructs (OpenMP 4.5 §2.15.3.6): every operator on int, long, unsigned, float and double over target teams distribute parallel for, target teams distribute, target parallel for and target teams distribute simd, with the original values taking part.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum=9582 lsum=957200000 dsum=900.50 max=31,2.00 min=1,1.00
// | land=1 lor=1 band=0xffffffc0 bor=0x1f bxor=0x6
// | prod=139968 dprod=1854.715347
// | float sum=900.00 count=600
// | minus=-9572
#include <stdio.h>

#define N 600

int main(void) {
  int v[N];
  double x[N];
  for (int i = 0; i < N; i++) { v[i] = (i * 7) % 31 + 1; x[i] = 1.0 + (i % 5) * 0.25; }
  int sum = 10, prod = 1, mx = -5, mn = 1000, land = 1, lor = 0;
  unsigned band = ~0u, bor = 0, bxor = 0;
  long lsum = 0;
  double dsum = 0.5, dmax = 0, dmin = 100, dprod = 1;
#pragma omp target teams distribute parallel for map(to: v, x) \
    reduction(+: sum, lsum, dsum) reduction(max: mx, dmax) reduction(min: mn, dmin) \
    reduction(&&: land) reduction(||: lor) reduction(&: band) reduction(|: bor) reduction(^: bxor)
  for (int i = 0; i < N; i++) {
    sum += v[i];
    lsum += (long)v[i] * 100000;
    dsum += x[i];
    if (v[i] > mx) mx = v[i];
    if (x[i] > dmax) dmax = x[i];
    if (v[i] < mn) mn = v[i];
    if (x[i] < dmin) dmin = x[i];
    land = land && v[i] > 0;
    lor = lor || v[i] == 31;
    band &= (unsigned)v[i] | 0xffffffc0u;
    bor |= (unsigned)v[i];
    bxor ^= (unsigned)v[i];
  }
  printf("sum=%d lsum=%ld dsum=%.2f max=%d,%.2f min=%d,%.2f\n", sum, lsum, dsum, mx, dmax, mn, dmin);
  printf("land=%d lor=%d band=%#x bor=%#x bxor=%#x\n", land, lor, band, bor, bxor);
#pragma omp target teams distribute reduction(*: prod, dprod) map(to: v, x)
  for (int i = 0; i < 20; i++) {
    prod *= (v[i] % 3) + 1;
    dprod *= x[i];
  }
  printf("prod=%d dprod=%.6f\n", prod, dprod);
  float f = 0;
  int cnt = 0;
#pragma omp target parallel for reduction(+: f, cnt) map(to: x)
  for (int i = 0; i < N; i++) { f += (float)x[i]; cnt++; }
  printf("float sum=%.2f count=%d\n", f, cnt);
  long sq = 0;
#pragma omp target teams distribute simd reduction(-: sq) map(to: v)
  for (int i = 0; i < N; i++) sq -= v[i];
  printf("minus=%ld\n", sq);
  return 0;
}
