// `default(firstprivate)` and `default(private)` (OpenMP 5.1 §2.21.4.1 in C) together with
// `shared` on combined target constructs: a variable in `shared` is the one the target maps
// (here arrays named in no map clause, mapped implicitly, and one named in a map clause),
// every other variable the region uses is its own copy (firstprivate: a copy of the host's
// value; private: uninitialised), so writing it changes nothing on the host. As applications
// write it: a function of pointers. Before, oxacc refused the combination.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | scaled 2 4 6 and 200 / offset 7 / scale 2
// | counted 100 sum 5050 / x 7
// | parallel-only scaled 3 6 9 / offset 7
#include <stdio.h>

#define N 100

static void scale_by(double *restrict a, const double *restrict b, int n, double scale,
                     int offset) {
  double out[N];
#pragma omp target teams distribute parallel for default(firstprivate) shared(out) \
    map(to: a[0:n], b[0:n]) map(from: out)
  for (int i = 0; i < n; i++) {
    out[i] = a[i] * scale + b[i] * 0;
    offset = offset + 1; // the team's (each thread's) copy
  }
  printf("scaled %.0f %.0f %.0f and %.0f / offset %d", out[0], out[1], out[2], out[N - 1],
         offset);
}

int main(void) {
  double a[N], b[N];
  int counts[N];
  int x = 7;
  long sum = 0;
  for (int i = 0; i < N; i++) {
    a[i] = i + 1;
    b[i] = 1;
    counts[i] = 0;
  }
  double scale = 2;
  scale_by(a, b, N, scale, 7);
  printf(" / scale %.0f\n", scale);

  // `default(private)`: x is each thread's; counts and a are shared (implicitly mapped).
#pragma omp target teams distribute parallel for default(private) shared(counts, a)
  for (int i = 0; i < N; i++) {
    x = i + 1;
    counts[i] = x;
    a[i] = a[i] + 0;
  }
  int counted = 0;
  for (int i = 0; i < N; i++) {
    counted += counts[i] != 0;
    sum += counts[i];
  }
  printf("counted %d sum %ld / x %d\n", counted, sum, x);

  // `target parallel for`: the same on a combined construct without teams.
  int offset = 7;
  double c[3] = {1, 2, 3};
#pragma omp target parallel for default(firstprivate) shared(c)
  for (int i = 0; i < 3; i++) {
    c[i] = c[i] * 3;
    offset = -1;
  }
  printf("parallel-only scaled %.0f %.0f %.0f / offset %d\n", c[0], c[1], c[2], offset);
  return 0;
}
