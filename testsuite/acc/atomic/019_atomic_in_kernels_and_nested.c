// atomic update inside kernels and inside nested gang/vector loops; a long counter too (1- and 2-byte atomics are left out: nvptx
// has none).
// expect-exit: 0
// expect-stdout:
// | atomic kernels total 82650 long 2000000000000
#include <stdio.h>
#include <openacc.h>
#define R 20
#define C 30
int main(void) {
  int total = 0;
  long lg = 0;
  #pragma acc kernels copy(total, lg)
  {
    #pragma acc loop independent
    for (int i = 0; i < R; i++) {
      #pragma acc loop independent
      for (int j = 0; j < C; j++) {
        #pragma acc atomic update
        total += i * j;
        if (j == 0) {
          #pragma acc atomic update
          lg += 100000000000L;
        }
      }
    }
  }
  printf("atomic kernels total %d long %ld\n", total, lg);
  return !(total == 190 * 435 && lg == 2000000000000L);
}
