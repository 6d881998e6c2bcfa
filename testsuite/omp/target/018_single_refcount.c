// OpenMP's one reference count per mapped item (OpenMP 4.5 §2.15.5, §2.10.2, §2.10.3): a
// `target exit data` inside a `target data` region ends the mapping the region made (the
// count drops to zero: copied back and removed), so the next target region maps the host's
// current values afresh and the end of the data region finds nothing to copy back; `delete`
// sets the count to zero whatever it was; `release` only decrements.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | exit data in a data region: 111 111 111
// | delete: 6 6
// | release: 3 3
#include <stdio.h>

#define N 100

void bump(int *a, int n, int by) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] += by;
}

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 1;
#pragma omp target data map(tofrom: a)
  {
    // The count of `a` goes from 1 to 0: copied back, no longer mapped.
#pragma omp target exit data map(from: a)
    for (int i = 0; i < N; i++) a[i] += 10;
    // Mapped again from the host's values, copied back at the end of the region.
    bump(a, N, 100);
  }
  // Nothing is mapped any more: the end of the data region copies nothing over `a`.
  printf("exit data in a data region: %d %d %d\n", a[0], a[N / 2], a[N - 1]);

  int b[N];
  for (int i = 0; i < N; i++) b[i] = 0;
#pragma omp target enter data map(to: b)
#pragma omp target enter data map(to: b)
#pragma omp target exit data map(delete: b)
  // The count is zero whatever it was: the next region maps the host's values.
  for (int i = 0; i < N; i++) b[i] = 5;
  bump(b, N, 1);
  printf("delete: %d %d\n", b[0], b[N - 1]);

  int c[N];
  for (int i = 0; i < N; i++) c[i] = 1;
#pragma omp target enter data map(to: c)
#pragma omp target enter data map(to: c)
#pragma omp target exit data map(release: c)
  // Still mapped (count 1): the region works on the device copy; copied back at the end.
  bump(c, N, 2);
#pragma omp target exit data map(from: c)
  printf("release: %d %d\n", c[0], c[N - 1]);
  return 0;
}
