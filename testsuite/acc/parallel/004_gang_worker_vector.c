// num_gangs + num_workers + vector_length together, with a three-level loop nest.
// expect-exit: 0
// expect-stdout:
// | gwv sum 136586880 bad 0
#include <stdio.h>
#include <openacc.h>
#define NI 8
#define NJ 12
#define NK 40
int main(void) {
  static int a[NI][NJ][NK];
  #pragma acc parallel num_gangs(8) num_workers(4) vector_length(32) copyout(a)
  {
    #pragma acc loop gang
    for (int i = 0; i < NI; i++) {
      #pragma acc loop worker
      for (int j = 0; j < NJ; j++) {
        #pragma acc loop vector
        for (int k = 0; k < NK; k++) a[i][j][k] = i * 10000 + j * 100 + k;
      }
    }
  }
  int bad = 0;
  long s = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) { s += a[i][j][k]; bad += a[i][j][k] != i * 10000 + j * 100 + k; }
  printf("gwv sum %ld bad %d\n", s, bad);
  return bad != 0;
}
