// Map types on enter/exit data: release, delete, and the always modifier; a target region
// inside a data region finds its data present.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | after always to: 100
// | after delete: 9900
#include <stdio.h>

#define N 100
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target enter data map(to: a)
#pragma omp target enter data map(to: a)
  // Present: map(tofrom) neither copies in nor out (the host value is not sent) ...
  for (int i = 0; i < N; i++) a[i] = 0;
#pragma omp target map(always, to: a[0:N])
  for (int i = 0; i < N; i++) a[i] += 1;
  // always forced the copy in; the region copied nothing back.
#pragma omp target update from(a)
  int s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("after always to: %d\n", s);
#pragma omp target exit data map(release: a)
#pragma omp target exit data map(delete: a)
  // a is no longer mapped: a region maps it anew.
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < N; i++) a[i] *= 2;
  s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("after delete: %d\n", s);
  return 0;
}
