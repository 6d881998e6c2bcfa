// target parallel with worksharing loops, single and master (OpenMP 4.5 §2.10.4, §2.7): one
// team whose threads share two dependent loops separated by the loop's barrier, a single
// that sets a value every thread then reads after its barrier, in a function taking arrays.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | z[0] 7000.0 z[N-1] 7.0 sum 3503500.0 flag 8
#include <omp.h>
#include <stdio.h>

#define N 1000

static void pipeline(double *x, double *y, double *z, int *flag) {
#pragma omp target parallel map(tofrom: x[0:N], y[0:N], z[0:N], flag[0:1])
  {
#pragma omp for
    for (int i = 0; i < N; i++) x[i] = i;
#pragma omp for
    for (int i = 0; i < N; i++) y[i] = x[N - 1 - i] + 1.0;
#pragma omp single
    flag[0] = 7;
#pragma omp for
    for (int i = 0; i < N; i++) z[i] = y[i] * flag[0];
#pragma omp master
    flag[0] += 1;
  }
}

int main(void) {
  static double x[N], y[N], z[N];
  int flag = 0;
  pipeline(x, y, z, &flag);
  double s = 0;
  for (int i = 0; i < N; i++) s += z[i];
  printf("z[0] %.1f z[N-1] %.1f sum %.1f flag %d\n", z[0], z[N - 1], s, flag);
  return 0;
}
