// firstprivate scalar: each gang starts from the host value; the host copy is not changed.
// expect-exit: 0
// expect-stdout:
// | firstprivate base 100 a[63] 163 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 64
int main(void) {
  int base = 100;
  int a[N];
  #pragma acc parallel firstprivate(base) copyout(a)
  {
    #pragma acc loop gang
    for (int i = 0; i < N; i++) a[i] = base + i;
  }
  int bad = 0;
  for (int i = 0; i < N; i++) bad += a[i] != 100 + i;
  printf("firstprivate base %d a[63] %d bad %d\n", base, a[N - 1], bad);
  return bad != 0 || base != 100;
}
