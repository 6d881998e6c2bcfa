// Every C reduction operator (+ - * & | ^ && || max min) on int and long over one parallel
// loop; each variable starts at a non-identity value, which the result must include.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | + 476 - -466 * -72 & 16 | 271 ^ -84 && 0 || 0 max 56 min -40
#include <stdio.h>
#include <omp.h>

#define N 64

int main(void) {
  int v[N];
  for (int i = 0; i < N; i++) v[i] = (i * 37 + 11) % 97 - 40;
  int add = 5, sub = 5, band = ~0, bor = 0x100, bxor = 0x55, land = 1, lor = 0, mx = -1000, mn = 1000;
  long mul = 3;
#pragma omp parallel for reduction(+:add) reduction(-:sub) reduction(*:mul) \
    reduction(&:band) reduction(|:bor) reduction(^:bxor) reduction(&&:land) \
    reduction(||:lor) reduction(max:mx) reduction(min:mn)
  for (int i = 0; i < N; i++) {
    add += v[i];
    sub -= v[i];
    if (i % 16 == 0) mul *= (v[i] % 5) + 2;
    band &= v[i] | 0x10;
    bor |= v[i] & 0xf;
    bxor ^= v[i];
    land = land && v[i] != 0;
    lor = lor || v[i] == 57;
    if (v[i] > mx) mx = v[i];
    if (v[i] < mn) mn = v[i];
  }
  printf("+ %d - %d * %ld & %d | %d ^ %d && %d || %d max %d min %d\n", add, sub, mul, band, bor,
         bxor, land, lor, mx, mn);
  return 0;
}
