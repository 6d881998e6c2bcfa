// gang(static:4): iterations dealt to gangs in chunks of 4.
// expect-exit: 0
// expect-stdout:
// | gang static 10609 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 103
int main(void) {
  int a[N];
  #pragma acc parallel loop gang(static:4) copyout(a)
  for (int i = 0; i < N; i++) a[i] = 3 * i - 50;
  long s = 0;
  int bad = 0;
  for (int i = 0; i < N; i++) { s += a[i]; bad += a[i] != 3 * i - 50; }
  printf("gang static %ld bad %d\n", s, bad);
  return bad != 0;
}
