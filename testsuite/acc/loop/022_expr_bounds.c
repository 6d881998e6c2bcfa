// Loop bounds and step computed from expressions (function results, arithmetic on variables).
// expect-exit: 0
// expect-stdout:
// | expr bounds lo 20 hi 161 count 46 sum 3151
#include <stdio.h>
#include <openacc.h>
#define N 200
static int lo_of(int n) { return n / 10; }
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 0;
  int n = N, k = 2;
  int lo = lo_of(n), hi = n - lo_of(n) * 2 + 1;
  #pragma acc parallel loop copy(a)
  for (int i = lo + 1; i < hi * 1 - k; i += k + 1) a[i] = i - lo;
  long s = 0;
  int c = 0;
  for (int i = 0; i < N; i++) { s += a[i]; c += a[i] != 0; }
  printf("expr bounds lo %d hi %d count %d sum %ld\n", lo, hi, c, s);
  return 0;
}
