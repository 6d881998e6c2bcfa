// data if(cond): with a false condition no device data is created; the compute region inside
// then copies implicitly. Same result either way.
// expect-exit: 0
// expect-stdout:
// | data if 690880 690880
#include <stdio.h>
#include <openacc.h>
#define N 128
static long go(int cond) {
  long a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc data copy(a) if(cond)
  {
    #pragma acc parallel loop
    for (int i = 0; i < N; i++) a[i] = a[i] * a[i];
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  return s;
}
int main(void) {
  long t = go(1), f = go(0);
  printf("data if %ld %ld\n", t, f);
  return !(t == f && t == 690880);
}
