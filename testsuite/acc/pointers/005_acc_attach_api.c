// acc_attach / acc_detach: the struct is copied with its host pointer, the target entered
// separately, then attached by the routine; detach restores the host pointer on the device
// copy before the struct is deleted.
// expect-exit: 0
// expect-stdout:
// | acc_attach 6048
#include <stdio.h>
#include <stdlib.h>
#include <openacc.h>
struct buf { int n; int *data; };
int main(void) {
  struct buf b;
  b.n = 64;
  b.data = malloc(b.n * sizeof(int));
  for (int i = 0; i < b.n; i++) b.data[i] = i;
  acc_copyin(&b, sizeof b);
  acc_copyin(b.data, b.n * sizeof(int));
  acc_attach((void **)&b.data);
  #pragma acc parallel loop present(b)
  for (int i = 0; i < b.n; i++) b.data[i] = b.data[i] * 3;
  acc_detach((void **)&b.data);
  acc_copyout(b.data, b.n * sizeof(int));
  acc_delete(&b, sizeof b);
  long s = 0;
  for (int i = 0; i < b.n; i++) s += b.data[i];
  printf("acc_attach %ld\n", s);
  free(b.data);
  return s != 3L * 2016;
}
