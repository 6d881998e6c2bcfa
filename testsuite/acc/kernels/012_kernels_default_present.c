// kernels default(present) inside a data region; also a non-loop statement that runs once.
// expect-exit: 0
// expect-stdout:
// | kernels default(present) sum 65536 flag 1
#include <stdio.h>
#include <openacc.h>
#define N 256
int main(void) {
  int a[N], flag[1] = {0};
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma acc data copy(a, flag)
  {
    #pragma acc kernels default(present)
    {
      flag[0] += 1;
      for (int i = 0; i < N; i++) a[i] = a[i] * 2 + flag[0];
    }
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("kernels default(present) sum %ld flag %d\n", s, flag[0]);
  return !(flag[0] == 1 && s == 2L * 32640 + 256);
}
