// Application style: a 1-D heat equation whose two grids stay on the device in a target data
// region while the host swaps its pointers between steps (each kernel finds the swapped
// arrays present), with a convergence check every ten steps through a max reduction and
// omp_get_wtime timing.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | converged: no
// | profile decreasing: yes
// | timing ok: yes
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static double step(const double *restrict in, double *restrict out, int n, double k) {
  double change = 0.0;
#pragma omp target teams distribute parallel for reduction(max: change)
  for (int i = 1; i < n - 1; i++) {
    out[i] = in[i] + k * (in[i - 1] - 2.0 * in[i] + in[i + 1]);
    double d = out[i] > in[i] ? out[i] - in[i] : in[i] - out[i];
    if (d > change) change = d;
  }
  return change;
}

int main(void) {
  int n = 512;
  double *a = calloc(n, sizeof(double)), *b = calloc(n, sizeof(double));
  a[0] = b[0] = 100.0;
  a[n - 1] = b[n - 1] = 0.0;
  double t0 = omp_get_wtime(), change = 1.0;
  int it = 0;
#pragma omp target data map(tofrom: a[0:n]) map(to: b[0:n])
  {
    while (it < 20000 && change > 1e-4) {
      change = step(a, b, n, 0.4);
      double *t = a;
      a = b;
      b = t;
      it++;
    }
    // `a` now points at the last result, whichever array that is: bring it back.
#pragma omp target update from(a[0:n])
  }
  double t1 = omp_get_wtime();
  printf("converged: %s\n", change <= 1e-4 ? "yes" : "no");
  printf("profile decreasing: %s\n", a[1] > a[n / 2] && a[n / 2] >= a[n - 2] ? "yes" : "no");
  printf("timing ok: %s\n", t1 >= t0 ? "yes" : "no");
  free(a);
  free(b);
  return 0;
}
