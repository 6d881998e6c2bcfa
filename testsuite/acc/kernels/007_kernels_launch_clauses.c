// num_gangs, num_workers and vector_length on kernels (OpenACC 2.5).
// expect-exit: 0
// expect-stdout:
// | kernels launch clauses 8995500500.0
#include <stdio.h>
#include <openacc.h>
#define N 3000
int main(void) {
  static double a[N];
  #pragma acc kernels num_gangs(16) num_workers(2) vector_length(64) copyout(a)
  for (int i = 0; i < N; i++) a[i] = (double)i * i;
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("kernels launch clauses %.1f\n", s);
  return s != (double)(N - 1) * N * (2.0 * N - 1) / 6.0;
}
