// serial async(3) and wait(3): a sequential recurrence computed asynchronously.
// expect-exit: 0
// expect-stdout:
// | fib(39) 63245986
#include <stdio.h>
#include <openacc.h>
#define N 40
int main(void) {
  long f[N];
  #pragma acc serial async(3) copyout(f)
  {
    f[0] = 0; f[1] = 1;
    for (int i = 2; i < N; i++) f[i] = f[i - 1] + f[i - 2];
  }
  #pragma acc wait(3)
  printf("fib(39) %ld\n", f[N - 1]);
  return f[N - 1] != 63245986L;
}
