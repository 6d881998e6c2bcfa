// Work spread round-robin over four queues by a host loop, then one wait on all of them.
// expect-exit: 0
// expect-stdout:
// | many queues 7000
#include <stdio.h>
#include <openacc.h>
#define CH 8
#define L 250
int main(void) {
  static int a[CH * L];
  #pragma acc data copyout(a)
  {
    for (int c = 0; c < CH; c++) {
      #pragma acc parallel loop present(a) async(c % 4)
      for (int i = c * L; i < (c + 1) * L; i++) a[i] = c;
    }
    #pragma acc wait
  }
  long s = 0;
  for (int i = 0; i < CH * L; i++) s += a[i];
  printf("many queues %ld\n", s);
  return s != 28L * L;
}
