// A step held in a variable (i += s), and a start above zero.
// expect-exit: 0
// expect-stdout:
// | variable step count 143 a[5] 1 a[12] 1 a[6] 0
#include <stdio.h>
#include <openacc.h>
#define N 1000
int main(void) {
  static int a[N];
  int s = 7, start = 5;
  for (int i = 0; i < N; i++) a[i] = 0;
  #pragma acc parallel loop copy(a)
  for (int i = start; i < N; i += s) a[i] = 1;
  int c = 0;
  for (int i = 0; i < N; i++) c += a[i];
  printf("variable step count %d a[5] %d a[12] %d a[6] %d\n", c, a[5], a[12], a[6]);
  return c != 143;
}
