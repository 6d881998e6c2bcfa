// A loop with step 3 (i += 3) and a trip count that does not divide evenly.
// expect-exit: 0
// expect-stdout:
// | step 3 count 33 sum 1650
#include <stdio.h>
#include <openacc.h>
#define N 100
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 0;
  #pragma acc parallel loop copy(a)
  for (int i = 2; i < N; i += 3) a[i] = i;
  int cnt = 0;
  long s = 0;
  for (int i = 0; i < N; i++) { if (a[i]) cnt++; s += a[i]; }
  printf("step 3 count %d sum %ld\n", cnt, s);
  return !(cnt == 33 && s == 1650);
}
