// update self if(cond): with a false condition nothing is copied (checked only where the
// device has its own memory; with shared memory the values are the same anyway).
// expect-exit: 0
// expect-stdout:
// | update if ok
#include <stdio.h>
#include <openacc.h>
#define N 16
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 1;
  int ok = 1;
  #pragma acc data copyin(a)
  {
    int shared = acc_deviceptr(a) == (void *)a;
    #pragma acc parallel loop
    for (int i = 0; i < N; i++) a[i] = 9;
    int no = 0, yes = 1;
    #pragma acc update self(a) if(no)
    if (!shared && a[3] != 1) ok = 0;
    #pragma acc update self(a) if(yes)
    if (a[3] != 9) ok = 0;
  }
  printf("update if %s\n", ok ? "ok" : "WRONG");
  return !ok;
}
