// reduction on taskloop (OpenMP 5.0 §2.19.5.4) of the types the parallel construct reduces:
// double complex, _Bool with && and ||, a whole array, an array section of a pointer
// parameter (a histogram in a function, as applications write it), and the arithmetic types
// of before in the same clause list. Each task reduces into its own copy at the operator's
// identity, combined as the task ends (oxacc-oir's omp.task, one rule with Fortran's
// taskloop); oxacc used to refuse every type but integers, float and double. Values are exact
// in binary, so the order of combination does not change them.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | array 26734 26469 26603 total 21253400 f 100.50
// | bool all 1 any 1
// | complex prod -4.0 0.0 sum 397.50 -400.00
// | histogram 88 86 87 69 70
#include <complex.h>
#include <stdbool.h>
#include <stdio.h>

#define N 400

static void histogram(int *h, int bins, const int *x, int n) {
#pragma omp taskloop reduction(+: h[0:bins]) grainsize(16)
  for (int i = 0; i < n; i++) h[x[i] % bins]++;
}

static double complex rotate_sum(const double *re, const double *im, int n) {
  double complex z = 0;
#pragma omp taskloop reduction(+: z) num_tasks(9)
  for (int i = 0; i < n; i++) z += re[i] + im[i] * I;
  return z;
}

int main(void) {
  static double re[N], im[N];
  int x[N], h[5] = {0, 0, 0, 0, 0}, cols[3] = {1, 2, 3};
  double complex prod = 1;
  bool all = true, any = false;
  long total = 0;
  float f = 0.5f;
  for (int i = 0; i < N; i++) {
    x[i] = (i * 7) % 23;
    re[i] = 0.25 * (i % 9);
    im[i] = -0.5 * (i % 5);
  }
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskloop reduction(+: cols, total, f) reduction(&&: all) reduction(||: any) \
    reduction(*: prod) grainsize(10)
    for (int i = 0; i < N; i++) {
      cols[i % 3] += i;
      total += (long)i * i;
      f += 0.25f;
      all = all && x[i] < 23;
      any = any || x[i] == 22;
      if (i % 100 == 0) prod *= 1.0 + 1.0 * I;
    }
    histogram(h, 5, x, N);
  }
  double complex z = rotate_sum(re, im, N);
  printf("array %d %d %d total %ld f %.2f\n", cols[0], cols[1], cols[2], total, f);
  printf("bool all %d any %d\n", all, any);
  printf("complex prod %.1f %.1f sum %.2f %.2f\n", creal(prod), cimag(prod), creal(z), cimag(z));
  printf("histogram %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);
  return 0;
}
