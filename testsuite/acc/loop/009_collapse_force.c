// collapse(force:2) (OpenACC 3.3): intervening code between the loops may run more than once;
// it only computes a value, so the result equals the serial one.
// expect-from: hand (gcc 12 lacks the force modifier of collapse)
// expect-exit: 0
// expect-stdout:
// | collapse force 153900.0
#include <stdio.h>
#include <openacc.h>
#define R 30
#define C 19
int main(void) {
  double a[R][C], base[R];
  for (int i = 0; i < R; i++) base[i] = i * 2.0;
  #pragma acc parallel loop collapse(force:2) copyin(base) copyout(a)
  for (int i = 0; i < R; i++) {
    double b = base[i] + 1.0;
    for (int j = 0; j < C; j++) a[i][j] = b * j;
  }
  double s = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) s += a[i][j];
  printf("collapse force %.1f\n", s);
  return s != 153900.0;
}
