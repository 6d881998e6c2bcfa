// Application style: an iterative relaxation kept on the device by target data, where every
// tenth iteration the host monitors the solution with target update from of a section, and a
// changed boundary value is pushed with target update to between iterations.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | samples 6 probe sum 4.870241 u[1] 1.752957 u[n-1] 0.0
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 400;
  double *u = calloc(n, sizeof(double)), *v = calloc(n, sizeof(double));
  u[0] = v[0] = 1.0;
  int samples = 0;
  double probe = 0.0;
#pragma omp target data map(tofrom: u[0:n]) map(alloc: v[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) v[i] = u[i];
    for (int it = 1; it <= 60; it++) {
#pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; i++) v[i] = 0.5 * (u[i - 1] + u[i + 1]);
#pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; i++) u[i] = v[i];
      if (it % 10 == 0) {
#pragma omp target update from(u[0:8])
        probe += u[3];
        samples++;
      }
      if (it == 30) {
        u[0] = 2.0;
#pragma omp target update to(u[0:1])
      }
    }
  }
  printf("samples %d probe sum %.6f u[1] %.6f u[n-1] %.1f\n", samples, probe, u[1], u[n - 1]);
  free(u);
  free(v);
  return 0;
}
