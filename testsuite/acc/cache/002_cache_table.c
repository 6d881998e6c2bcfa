// cache of a small read-only table used by every iteration.
// expect-exit: 0
// expect-stdout:
// | cache table 317440
#include <stdio.h>
#include <openacc.h>
#define N 2048
int main(void) {
  int tab[16], out[N];
  for (int k = 0; k < 16; k++) tab[k] = k * k;
  #pragma acc parallel copyin(tab) copyout(out)
  {
    #pragma acc loop gang vector
    for (int i = 0; i < N; i++) {
      #pragma acc cache(tab[0:16])
      out[i] = tab[i % 16] + tab[(i / 16) % 16];
    }
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf("cache table %ld\n", s);
  return s != 2L * 128 * 1240;
}
