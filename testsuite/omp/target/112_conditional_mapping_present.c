// Conditional and queried mappings: target enter data if(use_device) in an init function,
// omp_target_is_present after it, a kernel with map(always, to:) that refreshes
// present data, target update if(...), exit data with delete; an application's "keep the data
// on the device only when it is large" pattern.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | present after init: 1
// | sums 2000.0 4000.0, a[5] 2.0
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static int init(double *a, int n, int use_device) {
  int dev = omp_get_default_device();
#pragma omp target enter data map(to: a[0:n]) if(use_device)
  return omp_target_is_present(a, dev);
}

static double run(double *a, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for map(always, to: a[0:n]) reduction(+: s)
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

int main(void) {
  int n = 2000;
  double *a = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) a[i] = 1.0;
  int mapped = init(a, n, n > 1000);
  double s1 = run(a, n);
  for (int i = 0; i < n; i++) a[i] = 2.0; // the host changes it; always refreshes
  double s2 = run(a, n);
#pragma omp target update from(a[0:n]) if(mapped)
#pragma omp target exit data map(delete: a[0:n]) if(mapped)
  printf("present after init: %d\n", mapped != 0);
  printf("sums %.1f %.1f, a[5] %.1f\n", s1, s2, a[5]);
  free(a);
  return 0;
}
