// Application: a timing harness (omp_get_wtime, omp_get_wtick) around repeated target regions of a triad kernel with data resident on the device, reporting bandwidth only as a sanity check, and the triad results checked exactly.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | checksum 6350000.0 a[12345] 59.0
// | timer resolution positive: yes
// | best time non-negative: yes
// | bandwidth finite: yes
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100000
#define REPS 5

static void triad(double *a, const double *b, const double *c, double s, int n) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) a[i] = b[i] + s * c[i];
}

int main(void) {
  double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *c = malloc(N * sizeof *c);
  for (int i = 0; i < N; i++) { a[i] = 0; b[i] = i % 100; c[i] = 2; }
  double best = 1e30, t;
#pragma omp target data map(tofrom: a[0:N]) map(to: b[0:N], c[0:N])
  {
    for (int r = 0; r < REPS; r++) {
      t = omp_get_wtime();
      triad(a, b, c, 3.0 + r, N);
      t = omp_get_wtime() - t;
      if (t < best) best = t;
    }
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("checksum %.1f a[12345] %.1f\n", s, a[12345]);
  printf("timer resolution positive: %s\n", omp_get_wtick() > 0 ? "yes" : "no");
  printf("best time non-negative: %s\n", best >= 0 ? "yes" : "no");
  printf("bandwidth finite: %s\n", best > 0 ? (3.0 * N * 8 / best > 0 ? "yes" : "no") : "yes");
  free(a); free(b); free(c);
  return 0;
}
