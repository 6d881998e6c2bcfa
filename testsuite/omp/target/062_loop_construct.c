// The loop construct (OpenMP 5.0 §2.9.5) on the device: target teams loop, loop inside target teams and inside target parallel, with collapse, reduction, private and lastprivate-free bodies, and order(concurrent) on a distribute parallel for.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | teams loop: 129024
// | loop in teams: b[63]=94
// | loop in target parallel: b[63]=95
// | order(concurrent): b[10]=32
#include <stdio.h>

#define N 64

int main(void) {
  int a[N][N];
  long s = 0;
#pragma omp target teams loop collapse(2) map(from: a)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) a[i][j] = i ^ j;
#pragma omp target teams loop reduction(+: s) map(to: a)
  for (int i = 0; i < N; i++) {
    int row = 0;
    for (int j = 0; j < N; j++) row += a[i][j];
    s += row;
  }
  printf("teams loop: %ld\n", s);
  int b[N];
  double t;
#pragma omp target teams map(from: b)
#pragma omp loop private(t)
  for (int i = 0; i < N; i++) {
    t = i * 1.5;
    b[i] = (int)t;
  }
  printf("loop in teams: b[63]=%d\n", b[63]);
#pragma omp target parallel map(tofrom: b)
#pragma omp loop
  for (int i = 0; i < N; i++) b[i] += 1;
  printf("loop in target parallel: b[63]=%d\n", b[63]);
#pragma omp target teams distribute parallel for order(concurrent) map(tofrom: b)
  for (int i = 0; i < N; i++) b[i] *= 2;
  printf("order(concurrent): b[10]=%d\n", b[10]);
  return 0;
}
