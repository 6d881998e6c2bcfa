// host_data if(0): the variables keep their host addresses.
// expect-exit: 0
// expect-stdout:
// | host_data if(0) keeps host address 1
#include <stdio.h>
#include <openacc.h>
#define N 8
int main(void) {
  float a[N];
  float *host = a;
  int same = 0;
  #pragma acc data create(a)
  {
    int no = 0;
    #pragma acc host_data use_device(a) if(no)
    {
      same = (a == host);
    }
  }
  printf("host_data if(0) keeps host address %d\n", same);
  return !same;
}
