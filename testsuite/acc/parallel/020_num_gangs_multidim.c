// Multi-dimensional num_gangs(a,b,c) (OpenACC 3.3) with gang(dim:3), gang(dim:2), gang(dim:1)
// loops; each element is written once whatever the grid.
// expect-from: hand (gcc 12 lacks num_gangs with several arguments and gang(dim:))
// expect-exit: 0
// expect-stdout:
// | multidim sum 50422680 bad 0
#include <stdio.h>
#include <openacc.h>
#define NK 6
#define NJ 10
#define NI 33
int main(void) {
  static int a[NK][NJ][NI];
  #pragma acc parallel num_gangs(2, 3, 4) copyout(a)
  {
    #pragma acc loop gang(dim:3)
    for (int k = 0; k < NK; k++) {
      #pragma acc loop gang(dim:2)
      for (int j = 0; j < NJ; j++) {
        #pragma acc loop gang(dim:1)
        for (int i = 0; i < NI; i++) a[k][j][i] = k * 10000 + j * 100 + i;
      }
    }
  }
  long s = 0;
  int bad = 0;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      for (int i = 0; i < NI; i++) { s += a[k][j][i]; bad += a[k][j][i] != k * 10000 + j * 100 + i; }
  printf("multidim sum %ld bad %d\n", s, bad);
  return bad != 0;
}
