// Reductions of every floating and integer type on target teams distribute (OpenMP 4.5 §2.15.3.6): char, short, long long, unsigned long, float, double and _Bool with && and ||, over a league whose size does not change the result.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | c=-3 s=18726 ul=156064076 f=388.5 d=57.665039 ll=2328 all=1 any=1
#include <stdio.h>

#define N 777

int main(void) {
  signed char c = 0;
  short s = 0;
  long long ll = 1;
  unsigned long ul = 0;
  float f = 0;
  double d = 1.0;
  _Bool all = 1, any = 0;
#pragma omp target teams distribute reduction(+: c, s, ul, f) reduction(*: d) reduction(max: ll) \
    reduction(&&: all) reduction(||: any)
  for (int i = 0; i < N; i++) {
    c += (i % 3 == 0) ? 1 : -1;
    s += i % 50;
    ul += (unsigned long)i * i;
    f += 0.5f;
    if (i < 10) d *= 1.5;
    if (i * 3LL > ll) ll = i * 3LL;
    all = all && (i >= 0);
    any = any || (i == 500);
  }
  printf("c=%d s=%d ul=%lu f=%.1f d=%.6f ll=%lld all=%d any=%d\n", c, s, ul, f, d, ll, all, any);
  return 0;
}
