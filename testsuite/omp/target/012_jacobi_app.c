// Application style: a 2-D Jacobi solver with the grids kept on the device by target data,
// target teams distribute parallel for collapse(2) with a max reduction for the residual,
// and omp_get_wtime timing (checked, not printed).
// args: -fopenmp -lm
// expect-exit: 0
// expect-stdout:
// | converged: yes after many iterations
// | centre between 0 and 1: yes
// | timing ok: yes
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

static double sweep(int n, const double *restrict u, double *restrict v) {
  double err = 0;
#pragma omp target teams distribute parallel for collapse(2) reduction(max:err)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++) {
      v[i * n + j] = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1] +
                             u[i * n + j + 1]);
      double d = fabs(v[i * n + j] - u[i * n + j]);
      err = d > err ? d : err;
    }
  return err;
}

int main(void) {
  int n = 64;
  double *u = calloc(n * n, sizeof *u), *v = calloc(n * n, sizeof *v);
  // Boundary: 1 on the top row, 0 elsewhere.
  for (int j = 0; j < n; j++) u[j] = v[j] = 1;
  double t0 = omp_get_wtime();
  int it = 0;
  double err = 1;
#pragma omp target data map(tofrom: u[0:n*n], v[0:n*n])
  {
    while (err > 1e-3 && it < 2000) {
      err = sweep(n, u, v);
      double *t = u;
      u = v;
      v = t;
      it++;
    }
  }
  double t1 = omp_get_wtime();
  // Both arrays come back; the last sweep wrote into what u points to now.
  double centre = u[(n / 2) * n + n / 2];
  printf("converged: %s after %s iterations\n", err <= 1e-3 ? "yes" : "no", it > 10 ? "many" : "few");
  printf("centre between 0 and 1: %s\n", centre > 0 && centre < 1 ? "yes" : "no");
  printf("timing ok: %s\n", t1 >= t0 ? "yes" : "no");
  free(u);
  free(v);
  return 0;
}
