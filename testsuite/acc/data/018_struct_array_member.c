// A struct with an array member in copy: the whole struct moves.
// expect-exit: 0
// expect-stdout:
// | struct copy 4720 w 44.25
#include <stdio.h>
#include <openacc.h>
#define N 40
struct pack { int n; int v[N]; double w; };
int main(void) {
  struct pack p;
  p.n = N; p.w = 0.25;
  for (int i = 0; i < N; i++) p.v[i] = i;
  #pragma acc data copy(p)
  {
    #pragma acc parallel loop present(p)
    for (int i = 0; i < N; i++) p.v[i] = p.v[i] * 4 + p.n;
    #pragma acc serial present(p)
    p.w += p.v[1];
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += p.v[i];
  printf("struct copy %ld w %.2f\n", s, p.w);
  return !(s == 4 * 780 + 1600 && p.w == 44.25);
}
