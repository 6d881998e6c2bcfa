// defaultmap(none) with no category (OpenMP 5.0 §2.19.7.2): every variable the target region
// uses needs a clause (oxacc: OpenACC's default(none), §2.5.16; omp-diagnostics/target.c has
// the error for a variable without one). The OpenMP_VV form (test_target_defaultmap_none,
// first region: every variable mapped tofrom) and the application's (a routine taking the
// array and its length, its scalars listed in firstprivate).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | mapped: scalar 17 A[0] 5 A[51] 51 s.s 10 s.S[1] 10
// | routine: sum 4950 scaled[99] 297
#include <stdio.h>

#define N 1024

struct rec {
  int s;
  int S[N];
};

static double scale_and_sum(double *x, int n, double f) {
  double sum = 0.0;
#pragma omp target teams distribute parallel for defaultmap(none) map(tofrom: x[0:n]) \
    firstprivate(n, f) reduction(+: sum)
  for (int i = 0; i < n; i++) {
    sum += x[i];
    x[i] *= f;
  }
  return sum;
}

int main(void) {
  int scalar = 1, A[N];
  struct rec s;
  int *ptr = 0;
  s.s = 0;
  for (int i = 0; i < N; i++) A[i] = s.S[i] = 0;
#pragma omp target defaultmap(none) map(tofrom: scalar, A, s, ptr)
  {
    scalar = 17;
    A[0] = 5;
    s.s = 10;
    s.S[1] = 10;
    ptr = &A[0];
    ptr[51] = 51;
  }
  printf("mapped: scalar %d A[0] %d A[51] %d s.s %d s.S[1] %d\n", scalar, A[0], A[51], s.s, s.S[1]);
  double x[100];
  for (int i = 0; i < 100; i++) x[i] = i;
  double sum = scale_and_sum(x, 100, 3.0);
  printf("routine: sum %.0f scaled[99] %.0f\n", sum, x[99]);
  return 0;
}
