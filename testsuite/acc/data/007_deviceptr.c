// deviceptr: memory from acc_malloc, filled with acc_memcpy_to_device, used in a region,
// read back with acc_memcpy_from_device.
// expect-exit: 0
// expect-stdout:
// | deviceptr 160000 h[399] 399
#include <stdio.h>
#include <openacc.h>
#define N 400
int main(void) {
  int h[N], back[N];
  for (int i = 0; i < N; i++) h[i] = i;
  int *d = (int *)acc_malloc(N * sizeof(int));
  if (!d) { printf("acc_malloc failed\n"); return 1; }
  acc_memcpy_to_device(d, h, N * sizeof(int));
  #pragma acc parallel loop deviceptr(d)
  for (int i = 0; i < N; i++) d[i] = d[i] * 2 + 1;
  acc_memcpy_from_device(back, d, N * sizeof(int));
  acc_free(d);
  long s = 0;
  for (int i = 0; i < N; i++) s += back[i];
  printf("deviceptr %ld h[399] %d\n", s, h[N - 1]);
  return s != (long)N * N;
}
