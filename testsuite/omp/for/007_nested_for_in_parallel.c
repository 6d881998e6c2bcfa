// A parallel region holding several worksharing loops over 2-D data passed as VLA-shaped
// pointer parameters, an inner sequential loop with a private temporary, and a single
// between them that prints a progress line once.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | step 0 done
// | step 1 done
// | step 2 done
// | step 3 done
// | sum 11628.906250 a[1][1] 76.562500
#include <stdio.h>
#include <omp.h>

static void smooth(int n, int m, double (*restrict out)[m], double (*restrict in)[m], int steps) {
  for (int s = 0; s < steps; s++) {
#pragma omp parallel num_threads(3)
    {
#pragma omp for
      for (int i = 1; i < n - 1; i++) {
        for (int j = 1; j < m - 1; j++) {
          double t = in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1];
          out[i][j] = 0.25 * t;
        }
      }
#pragma omp single
      printf("step %d done\n", s);
#pragma omp for
      for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < m - 1; j++)
          in[i][j] = out[i][j];
    }
  }
}

int main(void) {
  enum { N = 40, M = 30 };
  static double a[N][M], b[N][M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = b[i][j] = (i == 0 || j == 0) ? 100.0 : 0.0;
  smooth(N, M, b, a, 4);
  double s = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) s += a[i][j];
  printf("sum %.6f a[1][1] %.6f\n", s, a[1][1]);
  return 0;
}
