// target data keeps arrays on the device across target regions (map semantics: a map of
// present data neither allocates nor copies); map(from:) of a region copies back at its end.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | b[5] after update: 11.0
// | end of data region: 0 wrong
#include <stdio.h>

#define N 256
int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = -1; }
#pragma omp target data map(to: a) map(from: b)
  {
#pragma omp target teams distribute parallel for map(to: a) map(from: b)
    for (int i = 0; i < N; i++) b[i] = 2 * a[i];
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) b[i] += 1;
    // The host copy of b is current inside the data region after target update from(b).
#pragma omp target update from(b)
    printf("b[5] after update: %.1f\n", b[5]);
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) b[i] += 1;
  }
  int bad = 0;
  for (int i = 0; i < N; i++) if (b[i] != 2.0 * i + 2) bad++;
  printf("end of data region: %d wrong\n", bad);
  return bad != 0;
}
