// Jacobi iteration for the 2-D Laplace equation: a parallel region around the time loop,
// worksharing loops with collapse over the grid, a max-reduction of the residual, and a
// single that swaps the grids; converged residual and checksum printed.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | iterations 1337 residual 9.990060e-05 checksum 901.484945
// | time measured: yes
#include <stdio.h>
#include <math.h>
#include <omp.h>

#define N 64

static double a[N][N], b[N][N];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = b[i][j] = (i == 0) ? 1.0 : 0.0;
  double (*cur)[N] = a, (*nxt)[N] = b;
  double err = 1.0;
  int iters = 0;
  double t0 = omp_get_wtime();
#pragma omp parallel
  {
    while (err > 1e-4 && iters < 2000) {
#pragma omp barrier
#pragma omp single
      err = 0.0;
#pragma omp for collapse(2) reduction(max:err)
      for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++) {
          nxt[i][j] = 0.25 * (cur[i - 1][j] + cur[i + 1][j] + cur[i][j - 1] + cur[i][j + 1]);
          err = fmax(err, fabs(nxt[i][j] - cur[i][j]));
        }
#pragma omp single
      {
        double (*t)[N] = cur;
        cur = nxt;
        nxt = t;
        iters++;
      }
    }
  }
  double t1 = omp_get_wtime();
  double sum = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) sum += cur[i][j];
  printf("iterations %d residual %.6e checksum %.6f\n", iters, err, sum);
  printf("time measured: %s\n", t1 >= t0 ? "yes" : "no");
  return 0;
}
