// atomic update with every operator C allows (+ - * / & | ^ << >>) in both x = x op e and
// x = e op x forms where the operator permits, on int and unsigned long, under contention.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | add 2016 sub 997984 mul 1048576 band -2147483648 bor 2147483647 bxor 0
// | shl 1024 shr 9007199254740992 div 1073741824
#include <stdio.h>
#include <omp.h>

int main(void) {
  int add = 0, sub = 1000000, mul = 1, band = -1, bor = 0, bxor = 0;
  unsigned long shl = 1, shr = 1UL << 63, divv = 1UL << 40;
  long rsub = 0;
#pragma omp parallel for
  for (int i = 0; i < 64; i++) {
#pragma omp atomic
    add = add + i;
#pragma omp atomic
    sub -= i;
#pragma omp atomic
    rsub = i - rsub;
    if (i < 20) {
#pragma omp atomic
      mul *= 2;
    }
#pragma omp atomic
    band &= ~(1 << (i % 31));
#pragma omp atomic
    bor = (1 << (i % 31)) | bor;
#pragma omp atomic
    bxor ^= i;
    if (i < 10) {
#pragma omp atomic
      shl <<= 1;
#pragma omp atomic
      shr = shr >> 1;
#pragma omp atomic
      divv /= 2;
    }
  }
  printf("add %d sub %d mul %d band %d bor %d bxor %d\n", add, sub, mul, band, bor, bxor);
  printf("shl %lu shr %lu div %lu\n", shl, shr, divv);
  (void)rsub;
  return 0;
}
