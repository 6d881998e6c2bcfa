// Seed 1.2 §7 "Suggested derived tests": ordering of async queues with wait(q1) async(q2), and
// host fallback with if(0) + acc_on_device.
// expect-exit: 0
// expect-stdout:
// | S2 derived wait/async 125250 if(0) on host 1
#include <stdio.h>
#include <openacc.h>
#define N 500
int main(void) {
  static int a[N], b[N];
  int host[1] = {0};
  #pragma acc data create(a) copyout(b)
  {
    #pragma acc parallel loop present(a) async(1)
    for (int i = 0; i < N; i++) a[i] = i;
    #pragma acc parallel loop present(a, b) wait(1) async(2)
    for (int i = 0; i < N; i++) b[i] = a[i] + 1;
    #pragma acc wait(2)
  }
  int no = 0;
  #pragma acc parallel num_gangs(1) copy(host) if(no)
  host[0] = acc_on_device(acc_device_host);
  long s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  printf("S2 derived wait/async %ld if(0) on host %d\n", s, host[0] != 0);
  return !(s == 125250 && host[0]);
}
