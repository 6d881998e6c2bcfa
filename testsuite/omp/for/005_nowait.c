// Two independent worksharing loops with nowait and an explicit barrier before a loop that
// reads both results; the same static schedule over the same space gives each thread the
// same iterations (§2.7.1), so the dependent loop after nowait is safe there too.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 2998500.00 c[0] 999.50 c[N-1] 1999.00
#include <stdio.h>
#include <omp.h>

#define N 2000

int main(void) {
  static double a[N], b[N], c[N];
#pragma omp parallel
  {
#pragma omp for nowait schedule(static)
    for (int i = 0; i < N; i++) a[i] = i * 0.5;
#pragma omp for nowait schedule(static)
    for (int i = 0; i < N; i++) b[i] = a[i] * 2.0;   /* same thread wrote a[i] */
#pragma omp barrier
#pragma omp for schedule(dynamic, 50)
    for (int i = 0; i < N; i++) c[i] = a[N - 1 - i] + b[i];
  }
  double s = 0.0;
  for (int i = 0; i < N; i++) s += c[i];
  printf("sum %.2f c[0] %.2f c[N-1] %.2f\n", s, c[0], c[N - 1]);
  return 0;
}
