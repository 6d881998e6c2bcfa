// Tasks created inside a worksharing loop by every thread, each task handling one row of a
// matrix-vector product; the implicit barrier of the loop region waits for them.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | y[0] -4.0 y[N-1] -9.0 weighted -1713.0
#include <stdio.h>
#include <omp.h>

#define N 120

int main(void) {
  static double m[N][N], x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = i % 7 - 3;
    for (int j = 0; j < N; j++)
      m[i][j] = (i + 2 * j) % 11;
  }
#pragma omp parallel
  {
#pragma omp for schedule(dynamic, 4)
    for (int i = 0; i < N; i++) {
#pragma omp task
      {
        double s = 0;
        for (int j = 0; j < N; j++)
          s += m[i][j] * x[j];
        y[i] = s;
      }
    }
  }
  double t = 0;
  for (int i = 0; i < N; i++)
    t += y[i] * (i % 3);
  printf("y[0] %.1f y[N-1] %.1f weighted %.1f\n", y[0], y[N - 1], t);
  return 0;
}
