// Sources written for OpenACC and OpenMP both carry a directive of each model over a loop
// (bench/acc does). Without -fopenmp a `#pragma omp` line is an unknown pragma, as for gcc:
// `#pragma acc parallel loop` then applies to the `for` after the OpenMP line, whichever of the
// two lines comes first; a `reduction` and a function taking the arrays as parameters.
// expect-exit: 0
// expect-stdout:
// | sum 499500 max 2997
// | y[0] 1 y[999] 1999
#include <stdio.h>

static long scale(int n, const int *x, int *y, int *maxv) {
  long sum = 0;
  int m = 0;
#pragma acc parallel loop reduction(+ : sum) reduction(max : m) copyin(x[0:n]) copyout(y[0:n])
#pragma omp parallel for reduction(+ : sum) reduction(max : m)
  for (int i = 0; i < n; i++) {
    sum += x[i];
    y[i] = 3 * x[i] + 1;
    if (y[i] - 1 > m) m = y[i] - 1;
  }
#pragma omp parallel for
#pragma acc parallel loop copy(y[0:n])
  for (int i = 0; i < n; i++) y[i] -= x[i];
  *maxv = m;
  return sum;
}

int main(void) {
  int x[1000], y[1000], m;
  for (int i = 0; i < 1000; i++) x[i] = i;
  long s = scale(1000, x, y, &m);
  printf("sum %ld max %d\n", s, m);
  printf("y[0] %d y[999] %d\n", y[0], y[999]);
  return s == 499500 ? 0 : 1;
}
