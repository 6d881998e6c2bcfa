// Independent stages of a small pipeline as sections inside a parallel region, followed by
// a worksharing loop that combines them.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 44625.000 out[7] 410.900
#include <stdio.h>
#include <omp.h>

#define N 300

int main(void) {
  static double xs[N], ys[N], zs[N], out[N];
#pragma omp parallel
  {
#pragma omp sections
    {
#pragma omp section
      for (int i = 0; i < N; i++) xs[i] = i * 0.1;
#pragma omp section
      for (int i = 0; i < N; i++) ys[i] = (N - i) * 0.2;
#pragma omp section
      for (int i = 0; i < N; i++) zs[i] = (i % 10) * 1.0;
    }
#pragma omp for
    for (int i = 0; i < N; i++) out[i] = xs[i] + ys[i] * zs[i];
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf("sum %.3f out[7] %.3f\n", s, out[7]);
  return 0;
}
