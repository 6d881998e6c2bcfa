// no_create: when the data is present it is used as present; when it is absent nothing is
// allocated and the region must not touch it (here guarded by a flag).
// expect-exit: 0
// expect-stdout:
// | no_create present 49600 absent -4950
#include <stdio.h>
#include <openacc.h>
#define N 100
static void work(int *a, int *out, int use_a) {
  #pragma acc parallel loop no_create(a[0:N]) copyout(out[0:N])
  for (int i = 0; i < N; i++) out[i] = use_a ? a[i] + 1 : -i;
}
int main(void) {
  int a[N], out[N];
  for (int i = 0; i < N; i++) a[i] = i * 10;
  long s1 = 0, s2 = 0;
  #pragma acc data copyin(a)
  {
    work(a, out, 1);
  }
  for (int i = 0; i < N; i++) s1 += out[i];
  work(a, out, 0);
  for (int i = 0; i < N; i++) s2 += out[i];
  printf("no_create present %ld absent %ld\n", s1, s2);
  return !(s1 == 49600 && s2 == -4950);
}
