// A reduction spanning gang, worker and vector loops: the clause is repeated on every loop.
// expect-exit: 0
// expect-stdout:
// | nested gwv reduction x 207000 d 1500.50
#include <stdio.h>
#include <openacc.h>
#define I 10
#define J 12
#define K 50
int main(void) {
  long x = 0;
  double d = 0.5;
  #pragma acc parallel copy(x, d)
  {
    #pragma acc loop gang reduction(+:x, d)
    for (int i = 0; i < I; i++) {
      #pragma acc loop worker reduction(+:x, d)
      for (int j = 0; j < J; j++) {
        #pragma acc loop vector reduction(+:x, d)
        for (int k = 0; k < K; k++) { x += i + j + k; d += 0.25; }
      }
    }
  }
  long e = 0;
  for (int i = 0; i < I; i++) for (int j = 0; j < J; j++) for (int k = 0; k < K; k++) e += i + j + k;
  printf("nested gwv reduction x %ld d %.2f\n", x, d);
  return !(x == e && d == 0.5 + 0.25 * I * J * K);
}
