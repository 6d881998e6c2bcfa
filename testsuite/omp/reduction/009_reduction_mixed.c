// Several reductions in one loop on different operators and types (int, long long,
// unsigned, double, float, _Bool), on parallel sections, and reduction variables that are
// used again in the next loop.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | cnt 30 big 48000 bits 40000000 dsum 4.679870413 fmax 30.0 all 1 any 1
// | sections a 6 b 60 c 9
// | cnt after rounds 330
#include <stdio.h>
#include <stdbool.h>
#include <omp.h>

int main(void) {
  int cnt = 0;
  long long big = 1;
  unsigned bits = 0xffffffffu;
  double dsum = 0;
  float fmaxv = -1.0f;
  bool all_pos = true, any_big = false;
#pragma omp parallel for reduction(+: cnt, dsum) reduction(*: big) reduction(&: bits) \
    reduction(max: fmaxv) reduction(&&: all_pos) reduction(||: any_big)
  for (int i = 1; i <= 60; i++) {
    cnt += i % 2;
    dsum += 1.0 / i;
    if (i % 20 == 0)
      big *= i;
    bits &= ~(1u << (i % 32)) | (i % 3 == 0 ? 0xffffffffu : 0);
    if (i * 0.5f > fmaxv)
      fmaxv = i * 0.5f;
    all_pos = all_pos && i > 0;
    any_big = any_big || i > 59;
  }
  printf("cnt %d big %lld bits %08x dsum %.9f fmax %.1f all %d any %d\n", cnt, big, bits, dsum,
         fmaxv, all_pos, any_big);
  int a = 0, b = 0, c = 0;
#pragma omp parallel sections reduction(+: a, b) reduction(max: c)
  {
#pragma omp section
    { a += 1; b += 10; c = c > 5 ? c : 5; }
#pragma omp section
    { a += 2; b += 20; c = c > 9 ? c : 9; }
#pragma omp section
    { a += 3; b += 30; c = c > 7 ? c : 7; }
  }
  printf("sections a %d b %d c %d\n", a, b, c);
  for (int round = 0; round < 3; round++) {
#pragma omp parallel for reduction(+: cnt)
    for (int i = 0; i < 100; i++)
      cnt += round;
  }
  printf("cnt after rounds %d\n", cnt);
  return 0;
}
