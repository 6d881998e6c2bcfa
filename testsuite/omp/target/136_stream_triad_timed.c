// Application style: the STREAM kernels (copy, scale, add, triad) on device arrays created
// once by target enter data, each kernel timed with omp_get_wtime over several repetitions
// (the times are checked, not printed), and the arrays' final values verified on the host.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | wrong 0, a 759375.0 b 151875.0 c 202500.0, timing ok: yes
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 1 << 16, reps = 5;
  double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
  double *c = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    a[i] = 1.0;
    b[i] = 2.0;
    c[i] = 0.0;
  }
  double q = 3.0, times[4] = {0, 0, 0, 0};
#pragma omp target enter data map(to: a[0:n], b[0:n], c[0:n])
  for (int r = 0; r < reps; r++) {
    double t = omp_get_wtime();
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) c[i] = a[i];
    times[0] += omp_get_wtime() - t;
    t = omp_get_wtime();
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) b[i] = q * c[i];
    times[1] += omp_get_wtime() - t;
    t = omp_get_wtime();
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) c[i] = a[i] + b[i];
    times[2] += omp_get_wtime() - t;
    t = omp_get_wtime();
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++) a[i] = b[i] + q * c[i];
    times[3] += omp_get_wtime() - t;
  }
#pragma omp target exit data map(from: a[0:n], b[0:n], c[0:n])
  // The reference values after `reps` repetitions, computed on the host.
  double ea = 1.0, eb = 2.0, ec = 0.0;
  for (int r = 0; r < reps; r++) {
    ec = ea;
    eb = q * ec;
    ec = ea + eb;
    ea = eb + q * ec;
  }
  int bad = 0;
  for (int i = 0; i < n; i++) bad += a[i] != ea || b[i] != eb || c[i] != ec;
  int timed = times[0] >= 0 && times[1] >= 0 && times[2] >= 0 && times[3] >= 0;
  printf("wrong %d, a %.1f b %.1f c %.1f, timing ok: %s\n", bad, ea, eb, ec, timed ? "yes" : "no");
  free(a); free(b); free(c);
  return 0;
}
