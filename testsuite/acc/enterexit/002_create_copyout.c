// enter data create, device-only initialisation, exit data copyout.
// expect-exit: 0
// expect-stdout:
// | create/copyout 131328 a[0] 512
#include <stdio.h>
#include <openacc.h>
#define N 512
int main(void) {
  static int a[N];
  #pragma acc enter data create(a)
  #pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++) a[i] = N - i;
  #pragma acc exit data copyout(a)
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("create/copyout %ld a[0] %d\n", s, a[0]);
  return s != (long)N * (N + 1) / 2;
}
