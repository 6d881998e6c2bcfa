// if(target: cond) on target constructs (4.5 §2.10.4): when the condition is false the region
// runs on the host (omp_is_initial_device is true there) with the host's variables; when it
// is true it runs where target regions run. Small problems stay on the host, as applications
// choose, and the results agree either way.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | small 18.0 (on the host: 1), big 9998.0
// | if(0) target ran on the initial device: 1
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define THRESHOLD 1000

static double scaled_sum(const double *v, int n, int *on_host) {
  double s = 0;
  int host = 0;
#pragma omp target teams distribute parallel for if(target: n >= THRESHOLD) map(to: v[0:n]) reduction(+: s) map(tofrom: host)
  for (int i = 0; i < n; i++) {
    s += 2.0 * v[i];
    if (i == 0) host = omp_is_initial_device();
  }
  *on_host = host;
  return s;
}

int main(void) {
  int n = 5000;
  double *v = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) v[i] = i % 3;
  int small_host, big_host;
  double small = scaled_sum(v, 10, &small_host);
  double big = scaled_sum(v, n, &big_host);
  printf("small %.1f (on the host: %d), big %.1f\n", small, small_host, big);
  int where = -1;
#pragma omp target if(0) map(from: where)
  where = omp_is_initial_device();
  printf("if(0) target ran on the initial device: %d\n", where);
  free(v);
  return 0;
}
