// reduction on the parallel construct combined with gang-loop partial results.
// expect-exit: 0
// expect-stdout:
// | parallel reduction sum 5001 max 10
#include <stdio.h>
#include <openacc.h>
#define N 1000
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = (i * 7) % 11;
  long s = 0;
  int mx = -1;
  #pragma acc parallel copyin(a) reduction(+:s) reduction(max:mx)
  {
    #pragma acc loop gang reduction(+:s) reduction(max:mx)
    for (int i = 0; i < N; i++) { s += a[i]; mx = a[i] > mx ? a[i] : mx; }
  }
  long e = 0;
  for (int i = 0; i < N; i++) e += a[i];
  printf("parallel reduction sum %ld max %d\n", s, mx);
  return !(s == e && mx == 10);
}
