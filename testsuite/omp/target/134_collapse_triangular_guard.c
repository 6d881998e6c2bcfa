// Application style: a symmetric distance matrix filled over the full square with a guard
// (only i < j computed, mirrored), collapse(2) over the rectangular nest, then row maxima with
// a reduction per row inside the row loop (a sequential inner loop) and the overall maximum.
// args: -fopenmp -lm
// expect-exit: 0
// expect-stdout:
// | rowmax[0] 15.6205 overall 15.6205
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 120;
  double *px = malloc(n * sizeof(double)), *py = malloc(n * sizeof(double));
  double *d = malloc(n * n * sizeof(double)), *rowmax = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    px[i] = i % 11;
    py[i] = (i * 7) % 13;
  }
#pragma omp target data map(to: px[0:n], py[0:n]) map(alloc: d[0:n*n]) map(from: rowmax[0:n])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        if (i <= j) {
          double v = hypot(px[i] - px[j], py[i] - py[j]);
          d[i * n + j] = v;
          d[j * n + i] = v;
        }
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) {
      double m = 0;
      for (int j = 0; j < n; j++) m = fmax(m, d[i * n + j]);
      rowmax[i] = m;
    }
  }
  double all = 0;
  for (int i = 0; i < n; i++) all = fmax(all, rowmax[i]);
  printf("rowmax[0] %.4f overall %.4f\n", rowmax[0], all);
  free(px); free(py); free(d); free(rowmax);
  return 0;
}
