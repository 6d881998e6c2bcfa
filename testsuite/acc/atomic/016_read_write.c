// atomic read and atomic write: all iterations write the same value; reads see either the old
// or the new value, never a torn one.
// expect-exit: 0
// expect-stdout:
// | atomic read/write flag 123456789012 d 10.0 reads ok 500
#include <stdio.h>
#include <openacc.h>
#define N 500
int main(void) {
  long flag = 0;
  double d = 0.0;
  int seen[N];
  #pragma acc parallel loop copy(flag, d) copyout(seen)
  for (int i = 0; i < N; i++) {
    long v;
    #pragma acc atomic read
    v = flag;
    seen[i] = (v == 0 || v == 123456789012L);
    #pragma acc atomic write
    flag = 123456789012L;
    #pragma acc atomic write
    d = 2.5 * 4;
  }
  int ok = 0;
  for (int i = 0; i < N; i++) ok += seen[i];
  long r;
  #pragma acc serial copy(flag) copyout(r)
  {
    #pragma acc atomic read
    r = flag;
  }
  printf("atomic read/write flag %ld d %.1f reads ok %d\n", r, d, ok);
  return !(r == 123456789012L && d == 10.0 && ok == N);
}
