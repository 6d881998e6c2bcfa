// default(present): arrays placed on the device by an enclosing data region are used present.
// expect-exit: 0
// expect-stdout:
// | default(present) sum 19785
#include <stdio.h>
#include <openacc.h>
#define N 400
int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) a[i] = i % 13;
  #pragma acc data copyin(a) copyout(b)
  {
    #pragma acc parallel loop default(present)
    for (int i = 0; i < N; i++) b[i] = a[i] * a[i];
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  printf("default(present) sum %ld\n", s);
  long e = 0;
  for (int i = 0; i < N; i++) e += (i % 13) * (i % 13);
  return s != e;
}
