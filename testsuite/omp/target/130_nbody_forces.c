// Application style: all-pairs gravitational forces between bodies in a structure of arrays,
// one target teams distribute parallel for over the bodies with an inner sequential loop and
// per-body accumulators, then a momentum check by reduction; omp_get_wtime timing checked.
// args: -fopenmp -lm
// expect-exit: 0
// expect-stdout:
// | net force negligible: yes, forces nonzero: yes, timing ok: yes
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static void forces(int n, const double *x, const double *y, const double *m, double *fx,
                   double *fy) {
#pragma omp target teams distribute parallel for map(to: x[0:n], y[0:n], m[0:n]) map(from: fx[0:n], fy[0:n])
  for (int i = 0; i < n; i++) {
    double ax = 0, ay = 0;
    for (int j = 0; j < n; j++) {
      if (j == i) continue;
      double dx = x[j] - x[i], dy = y[j] - y[i];
      double r2 = dx * dx + dy * dy + 1e-3;
      double inv = m[j] / (r2 * sqrt(r2));
      ax += dx * inv;
      ay += dy * inv;
    }
    fx[i] = m[i] * ax;
    fy[i] = m[i] * ay;
  }
}

int main(void) {
  int n = 256;
  double *x = malloc(n * sizeof(double)), *y = malloc(n * sizeof(double));
  double *m = malloc(n * sizeof(double)), *fx = malloc(n * sizeof(double));
  double *fy = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    x[i] = cos(i * 0.1) * (1 + i % 5);
    y[i] = sin(i * 0.1) * (1 + i % 3);
    m[i] = 1.0 + (i % 7) * 0.1;
  }
  double t0 = omp_get_wtime();
  forces(n, x, y, m, fx, fy);
  double t1 = omp_get_wtime();
  double px = 0, py = 0, mag = 0;
#pragma omp target teams distribute parallel for map(to: fx[0:n], fy[0:n]) reduction(+: px, py, mag)
  for (int i = 0; i < n; i++) {
    px += fx[i];
    py += fy[i];
    mag += fabs(fx[i]) + fabs(fy[i]);
  }
  printf("net force negligible: %s, forces nonzero: %s, timing ok: %s\n",
         fabs(px) + fabs(py) < 1e-9 * mag ? "yes" : "no", mag > 1.0 ? "yes" : "no",
         t1 >= t0 ? "yes" : "no");
  free(x); free(y); free(m); free(fx); free(fy);
  return 0;
}
