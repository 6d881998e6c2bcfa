// The spec-example way (target_update, target_data examples): an iterative algorithm whose convergence test runs on the host after target update from a single scalar-like element, target update to after the host changes a parameter array, all inside one target data region.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | iterations 38, v[0]=2.000000 v[499]=2.000000
#include <math.h>
#include <stdio.h>

#define N 500

int main(void) {
  double v[N], w[N], params[2] = {0.5, 0.0}, err[1] = {1.0};
  for (int i = 0; i < N; i++) { v[i] = 1.0; w[i] = 0.0; }
  int it = 0;
#pragma omp target data map(tofrom: v) map(alloc: w) map(to: params) map(alloc: err)
  {
    while (err[0] > 1e-8 && it < 200) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) w[i] = params[0] * v[i] + params[1];
#pragma omp target
      {
        double e = 0;
        for (int i = 0; i < N; i++) e = fmax(e, fabs(w[i] - v[i]));
        err[0] = e;
        for (int i = 0; i < N; i++) v[i] = w[i];
      }
#pragma omp target update from(err)
      it++;
      if (it == 10) {
        params[1] = 1.0; /* the fixed point moves to 2 */
#pragma omp target update to(params)
      }
    }
  }
  printf("iterations %d, v[0]=%.6f v[499]=%.6f\n", it, v[0], v[N - 1]);
  return 0;
}
