// atomic update in every C form (x++, ++x, x--, --x, x op= e, x = x op e, x = e op x) on
// int, long, unsigned, float and double counters updated by all threads.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | int 800 dec 200 long 79800 unsigned 1207 float 200.0 double 100.00
// | and -1048576 or 16777215 xor 0 prod 16.0 shifted 16
#include <stdio.h>
#include <omp.h>

int main(void) {
  int ci = 0, cd = 1000, band = -1, bor = 0, bxor = 0;
  long cl = 0;
  unsigned cu = 7;
  float cf = 0.0f;
  double cdbl = 0.0, prod = 1.0;
  long shifted = 1;
#pragma omp parallel for num_threads(4)
  for (int i = 0; i < 400; i++) {
#pragma omp atomic
    ci++;
#pragma omp atomic
    ++ci;
#pragma omp atomic update
    cd--;
#pragma omp atomic
    --cd;
#pragma omp atomic
    cl += i;
#pragma omp atomic
    cu = cu + 3u;
#pragma omp atomic
    cf += 0.5f;
#pragma omp atomic
    cdbl = 0.25 + cdbl;
#pragma omp atomic
    band &= ~(1 << (i % 20));
#pragma omp atomic
    bor |= 1 << (i % 24);
#pragma omp atomic
    bxor ^= i;
    if (i % 100 == 0) {
#pragma omp atomic
      prod *= 2.0;
#pragma omp atomic
      shifted <<= 1;
    }
  }
  printf("int %d dec %d long %ld unsigned %u float %.1f double %.2f\n", ci, cd, cl, cu, cf, cdbl);
  printf("and %d or %d xor %d prod %.1f shifted %ld\n", band, bor, bxor, prod, shifted);
  return 0;
}
