// Application style: LU factorisation without pivoting of a diagonally dominant matrix, one
// target region per elimination step updating the trailing rows in parallel (the pivot row is
// read, the others written), the matrix on the device for the whole factorisation; then the
// determinant from U's diagonal and a check of L*U against the original.
// args: -fopenmp -lm
// expect-exit: 0
// expect-stdout:
// | log det 148.541910, L*U matches: yes
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 40;
  double *a = malloc(n * n * sizeof(double)), *o = malloc(n * n * sizeof(double));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) a[i * n + j] = o[i * n + j] = i == j ? n + 1.0 : 1.0 / (1 + i + j);
#pragma omp target data map(tofrom: a[0:n*n])
  for (int k = 0; k < n - 1; k++) {
#pragma omp target teams distribute parallel for firstprivate(k)
    for (int i = k + 1; i < n; i++) {
      double f = a[i * n + k] / a[k * n + k];
      a[i * n + k] = f;
      for (int j = k + 1; j < n; j++) a[i * n + j] -= f * a[k * n + j];
    }
  }
  double logdet = 0, err = 0;
  for (int i = 0; i < n; i++) logdet += log(a[i * n + i]);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k <= (i < j ? i : j); k++) s += (k == i ? 1.0 : a[i * n + k]) * a[k * n + j];
      err = fmax(err, fabs(s - o[i * n + j]));
    }
  printf("log det %.6f, L*U matches: %s\n", logdet, err < 1e-10 ? "yes" : "no");
  free(a);
  free(o);
  return 0;
}
