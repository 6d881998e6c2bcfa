// exit data delete does not copy back: on a device with its own memory the host keeps its old
// values; with shared memory the host sees the device writes. The check allows only those two.
// expect-exit: 0
// expect-stdout:
// | delete keeps host values: ok
#include <stdio.h>
#include <openacc.h>
#define N 30
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 7;
  #pragma acc enter data copyin(a)
  int shared = acc_deviceptr(a) == (void *)a;
  #pragma acc parallel loop present(a)
  for (int i = 0; i < N; i++) a[i] = -1;
  #pragma acc exit data delete(a)
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  int ok = shared ? s == -N : s == 7 * N;
  printf("delete keeps host values: %s\n", ok ? "ok" : "WRONG");
  return !ok;
}
