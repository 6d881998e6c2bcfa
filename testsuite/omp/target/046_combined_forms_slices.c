// Combined and nested forms of the device constructs (OpenMP 4.5 §2.11): target parallel for simd, target simd, target teams distribute simd, teams distribute parallel for simd inside target, target parallel with a for inside, target teams loop and loop inside teams (5.0), each filling its own slice of one array.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 4500, wrong 0
#include <stdio.h>

#define N 100

int main(void) {
  int a[9 * N];
  for (int i = 0; i < 9 * N; i++) a[i] = -1;
#pragma omp target parallel for simd map(tofrom: a)
  for (int i = 0; i < N; i++) a[i] = 1;
#pragma omp target simd map(tofrom: a)
  for (int i = N; i < 2 * N; i++) a[i] = 2;
#pragma omp target teams distribute simd map(tofrom: a)
  for (int i = 2 * N; i < 3 * N; i++) a[i] = 3;
#pragma omp target map(tofrom: a)
#pragma omp teams distribute parallel for simd
  for (int i = 3 * N; i < 4 * N; i++) a[i] = 4;
#pragma omp target parallel map(tofrom: a)
  {
#pragma omp for
    for (int i = 4 * N; i < 5 * N; i++) a[i] = 5;
  }
#pragma omp target teams loop map(tofrom: a)
  for (int i = 5 * N; i < 6 * N; i++) a[i] = 6;
#pragma omp target teams map(tofrom: a)
#pragma omp loop
  for (int i = 6 * N; i < 7 * N; i++) a[i] = 7;
#pragma omp target teams distribute map(tofrom: a)
  for (int j = 0; j < 10; j++) {
#pragma omp parallel for
    for (int i = 7 * N + j * 10; i < 7 * N + j * 10 + 10; i++) a[i] = 8;
  }
#pragma omp target map(tofrom: a)
  for (int i = 8 * N; i < 9 * N; i++) a[i] = 9;
  long s = 0;
  int bad = 0;
  for (int i = 0; i < 9 * N; i++) {
    s += a[i];
    bad += a[i] != i / N + 1;
  }
  printf("sum %ld, wrong %d\n", s, bad);
  return 0;
}
