// data copy: copied in at entry, back at exit; several compute regions in between.
// expect-exit: 0
// expect-stdout:
// | data copy 1001000
#include <stdio.h>
#include <openacc.h>
#define N 1000
int main(void) {
  static int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc data copy(a)
  {
    #pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] += 1;
    #pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] *= 2;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("data copy %ld\n", s);
  return s != 2L * 500500;
}
