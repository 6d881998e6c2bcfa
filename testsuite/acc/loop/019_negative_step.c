// A loop counting down by 2 (i -= 2) and another with i = i - 5.
// expect-exit: 0
// expect-stdout:
// | down by 2 count 30, down by 5 sum 390
#include <stdio.h>
#include <openacc.h>
#define N 61
int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) a[i] = b[i] = 0;
  #pragma acc parallel loop copy(a)
  for (int i = N - 1; i > 0; i -= 2) a[i] = 1;
  #pragma acc parallel loop copy(b)
  for (int i = N - 1; i >= 0; i = i - 5) b[i] = i;
  int ca = 0;
  long sb = 0;
  for (int i = 0; i < N; i++) { ca += a[i]; sb += b[i]; }
  printf("down by 2 count %d, down by 5 sum %ld\n", ca, sb);
  return !(ca == 30 && sb == 390);
}
