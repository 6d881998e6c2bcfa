// Red-black successive over-relaxation on a 2-D grid: each half-sweep a parallel for over
// one colour (no dependence inside a colour), a max-norm residual reduction; converges to
// the same grid whatever the team.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | iterations 400 centre 24.352101
#include <stdio.h>
#include <math.h>
#include <omp.h>

#define N 66

static double u[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      u[i][j] = (i == 0) ? 100.0 : 0.0;
  double omega = 1.8, res = 0;
  int it;
  for (it = 0; it < 400; it++) {
    res = 0;
    for (int colour = 0; colour < 2; colour++) {
#pragma omp parallel for reduction(max: res)
      for (int i = 1; i < N - 1; i++)
        for (int j = 1 + (i + colour) % 2; j < N - 1; j += 2) {
          double nu = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
          double d = omega * (nu - u[i][j]);
          u[i][j] += d;
          if (fabs(d) > res)
            res = fabs(d);
        }
    }
    if (res < 1e-8)
      break;
  }
  printf("iterations %d centre %.6f\n", it, u[N / 2][N / 2]);
  return 0;
}
