// The `always` map-type modifier on data that is already present (OpenMP 4.5 §2.15.5.1):
// inside a `target data` region that maps an array, a target construct with
// map(always, to: …) copies the host's new values in, and map(always, from: …) copies the
// device's values back at its end although the reference count stays above zero; without
// `always` only `target update` moves data while the array is present. A conforming program:
// the same output whether the device shares the host's memory or not.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | always to: 20100.0
// | always from inside data: 40200.0
// | update then read: 60300.0
// | after data: 60300.0
#include <stdio.h>

#define N 200

int main(void) {
  double a[N], s = 0;
  for (int i = 0; i < N; i++) a[i] = 0;
#pragma omp target data map(tofrom: a)
  {
    for (int i = 0; i < N; i++) a[i] = i + 1;
#pragma omp target map(always, to: a) map(tofrom: s)
    {
      s = 0;
      for (int i = 0; i < N; i++) s += a[i];
    }
    printf("always to: %.1f\n", s);
#pragma omp target map(always, from: a)
    for (int i = 0; i < N; i++) a[i] *= 2;
    s = 0;
    for (int i = 0; i < N; i++) s += a[i];
    printf("always from inside data: %.1f\n", s);
    for (int i = 0; i < N; i++) a[i] = 3.0 * (i + 1);
#pragma omp target update to(a)
    s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
    for (int i = 0; i < N; i++) s += a[i];
    printf("update then read: %.1f\n", s);
  }
  s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("after data: %.1f\n", s);
  return 0;
}
