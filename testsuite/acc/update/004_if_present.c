// update ... if_present: no effect (and no error) when the data is absent.
// expect-exit: 0
// expect-stdout:
// | if_present absent 100 present 190
#include <stdio.h>
#include <openacc.h>
#define N 20
static void refresh(int *a, int n) {
  #pragma acc update self(a[0:n]) if_present
}
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 5;
  refresh(a, N); /* absent: nothing happens */
  int s0 = 0, s1 = 0;
  for (int i = 0; i < N; i++) s0 += a[i];
  #pragma acc data copyin(a)
  {
    #pragma acc parallel loop present(a)
    for (int i = 0; i < N; i++) a[i] = i;
    refresh(a, N); /* present: fetches the device values */
    for (int i = 0; i < N; i++) s1 += a[i];
  }
  #pragma acc update device(a) if_present
  printf("if_present absent %d present %d\n", s0, s1);
  return !(s0 == 100 && s1 == 190);
}
