// host_data use_device: the device address maps back to the host array through acc_hostptr,
// and the host array is reported present.
// expect-exit: 0
// expect-stdout:
// | host_data hostptr 1
#include <stdio.h>
#include <openacc.h>
#define N 32
static int check(int *dev, int *host) {
  return acc_hostptr(dev) == (void *)host && acc_is_present(host, N * sizeof(int)) &&
         acc_deviceptr(host) == (void *)dev;
}
int main(void) {
  int a[N];
  int *host = a;
  for (int i = 0; i < N; i++) a[i] = i;
  int ok = 0;
  #pragma acc data copyin(a)
  {
    #pragma acc host_data use_device(a)
    {
      ok = check(a, host);
    }
  }
  printf("host_data hostptr %d\n", ok);
  return !ok;
}
