// The OpenACC 1.0/2.0 spellings pcopy, pcopyin, pcopyout, pcreate, present_or_copy,
// present_or_copyin, present_or_copyout and present_or_create (aliases since 2.5).
// expect-exit: 0
// expect-stdout:
// | present_or spellings 21700
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int a[N], b[N], c[N], d[N], e[N], f[N], g[N], h[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; e[i] = 1; f[i] = 3; }
  #pragma acc data pcopy(a) pcopyin(b) pcopyout(c) pcreate(d)
  {
    #pragma acc parallel loop
    for (int i = 0; i < N; i++) { d[i] = b[i] + 1; a[i] += d[i]; c[i] = a[i] - b[i]; }
  }
  #pragma acc data present_or_copy(e) present_or_copyin(f) present_or_copyout(g) present_or_create(h)
  {
    #pragma acc parallel loop
    for (int i = 0; i < N; i++) { h[i] = f[i] * 2; e[i] += h[i]; g[i] = e[i] + f[i]; }
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i] + c[i] + e[i] + g[i];
  printf("present_or spellings %ld\n", s);
  return s != 14950 + 5050 + 700 + 1000;
}
