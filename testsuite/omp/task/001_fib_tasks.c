// Recursive Fibonacci with a task per call (shared results, taskwait before the sum), the
// cut-off through if() and final(), started by one thread of the team.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | fib(0) = 0 ok
// | fib(1) = 1 ok
// | fib(2) = 1 ok
// | fib(10) = 55 ok
// | fib(20) = 6765 ok
// | fib(25) = 75025 ok
#include <stdio.h>
#include <omp.h>

static long fib(int n) {
  long x, y;
  if (n < 2)
    return n;
#pragma omp task shared(x) if(n > 12)
  x = fib(n - 1);
#pragma omp task shared(y) final(n <= 10)
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}

static long fib_serial(int n) { return n < 2 ? n : fib_serial(n - 1) + fib_serial(n - 2); }

int main(void) {
  long r[6];
  int ns[6] = {0, 1, 2, 10, 20, 25};
#pragma omp parallel
  {
#pragma omp single
    for (int k = 0; k < 6; k++)
      r[k] = fib(ns[k]);
  }
  for (int k = 0; k < 6; k++)
    printf("fib(%d) = %ld %s\n", ns[k], r[k], r[k] == fib_serial(ns[k]) ? "ok" : "WRONG");
  return 0;
}
