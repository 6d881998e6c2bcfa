// acc_init and acc_shutdown around compute work; the device can be used again after shutdown.
// serial: differs (check-with-gcc.sh initialises the device before main in the serial build)
// expect-exit: 0
// expect-stdout:
// | init/shutdown 2016 2016
#include <stdio.h>
#include <openacc.h>
#define N 64
static int run(void) {
  int a[N];
  #pragma acc parallel loop copyout(a)
  for (int i = 0; i < N; i++) a[i] = i;
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  return s;
}
int main(void) {
  acc_init(acc_device_host);
  int s1 = run();
  acc_shutdown(acc_device_host);
  acc_init(acc_device_host);
  int s2 = run();
  acc_shutdown(acc_device_host);
  printf("init/shutdown %d %d\n", s1, s2);
  return !(s1 == 2016 && s2 == 2016);
}
