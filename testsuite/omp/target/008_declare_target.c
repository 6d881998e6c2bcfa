// declare target: functions called in target regions (the begin/end form and the list form),
// a global with a device copy kept across regions (to), updated with target update.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | first: 833250.0 40500
// | after update: 1538850.0 60750
// | scale: 5
#include <stdio.h>

#pragma omp declare target
static double square(double x) { return x * x; }
double coef[4] = {1, 2, 3, 4};
#pragma omp end declare target

static int cube(int x) { return x * x * x; }
#pragma omp declare target(cube)

int scale = 2;
#pragma omp declare target to(scale)

#define N 100
int main(void) {
  double a[N];
  int c[N];
#pragma omp target teams distribute parallel for map(from: a, c)
  for (int i = 0; i < N; i++) {
    a[i] = square(i) * coef[i % 4];
    c[i] = cube(i % 10) * scale;
  }
  double s = 0;
  long t = 0;
  for (int i = 0; i < N; i++) { s += a[i]; t += c[i]; }
  printf("first: %.1f %ld\n", s, t);
  // The device copies change only through target update.
  scale = 3;
  coef[0] = 10;
#pragma omp target update to(scale, coef)
#pragma omp target teams distribute parallel for map(from: a, c)
  for (int i = 0; i < N; i++) {
    a[i] = square(i) * coef[i % 4];
    c[i] = cube(i % 10) * scale;
  }
  s = 0;
  t = 0;
  for (int i = 0; i < N; i++) { s += a[i]; t += c[i]; }
  printf("after update: %.1f %ld\n", s, t);
  // A device-side change comes back with target update from.
#pragma omp target
  scale = 5;
#pragma omp target update from(scale)
  printf("scale: %d\n", scale);
  return 0;
}
