// parallel num_gangs(4) with a gang loop: every element written exactly once.
// expect-exit: 0
// expect-stdout:
// | num_gangs sum 1000000 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 1000
int main(void) {
  static int a[N];
  #pragma acc parallel num_gangs(4) copyout(a)
  {
    #pragma acc loop gang
    for (int i = 0; i < N; i++) a[i] = 2 * i + 1;
  }
  long sum = 0;
  int bad = 0;
  for (int i = 0; i < N; i++) { sum += a[i]; if (a[i] != 2 * i + 1) bad++; }
  printf("num_gangs sum %ld bad %d\n", sum, bad);
  return bad != 0;
}
