// long and long long iteration variables, with bounds beyond int offsets added to the index.
// expect-exit: 0
// expect-stdout:
// | long iv a[399] 3000000399 b[399] 6000000798 s 239400
#include <stdio.h>
#include <openacc.h>
#define N 400
int main(void) {
  long a[N];
  long long b[N];
  long base = 3000000000L;
  #pragma acc parallel loop copyout(a)
  for (long i = 0; i < N; i++) a[i] = base + i;
  #pragma acc parallel loop copyout(b)
  for (long long i = base; i < base + N; i++) b[i - base] = i * 2;
  long long s = 0;
  for (int i = 0; i < N; i++) s += a[i] - base + (b[i] - 2 * base);
  printf("long iv a[399] %ld b[399] %lld s %lld\n", a[N - 1], b[N - 1], s);
  return s != 3L * 79800;
}
