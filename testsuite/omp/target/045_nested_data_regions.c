// Nested data regions and maps (OpenMP 4.5 §2.10.1, §2.15.5): target data inside target data, maps of data already present (no copy), map(from:) of present data in an inner region does not copy at its end, map(always, from:) does, and the outer region's end copies back.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | inner always from: b[0]=10 b[31]=320
// | outer end: a[0]=1010 a[31]=1351
#include <stdio.h>

#define N 32

int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma omp target data map(tofrom: a) map(alloc: b)
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) b[i] = a[i] + 1;
#pragma omp target data map(from: b)
    {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) b[i] *= 10;
    }
    /* b was present: the inner region's end did not copy it to the host. */
#pragma omp target data map(always, from: b)
    {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) a[i] = b[i] + a[i];
    }
    printf("inner always from: b[0]=%d b[31]=%d\n", b[0], b[31]);
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) a[i] += 1000;
  }
  printf("outer end: a[0]=%d a[31]=%d\n", a[0], a[31]);
  return 0;
}
