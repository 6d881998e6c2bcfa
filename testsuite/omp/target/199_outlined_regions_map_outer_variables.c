// Target regions inside a parallel region and inside tasks, with no map clauses (OpenMP 4.5 §2.15.5): the arrays and scalars they use are variables of the enclosing function, reached in the outlined thread and task code through pointers; they still get their implicit data attributes (arrays tofrom, scalars firstprivate), on the GPU as on the host.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 999000.0 a[999] 1998.0
// | 0 66 252 558 984 1530 2196 2982 
// | v[9] 4.50
// | total 2097152.0
#include <stdio.h>

#define N 1000

static void scale_rows(int n, double v[n], double f) {
#pragma omp parallel num_threads(2)
  {
#pragma omp single
    {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < n; i++) v[i] *= f;
    }
  }
}

int main(void) {
  double a[N], sum = 0;
  int n = N, results[8] = {0};
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp parallel num_threads(2) shared(a, n)
  {
#pragma omp single
    {
      double scale = 2.0;
#pragma omp target teams distribute parallel for reduction(+ : sum)
      for (int i = 0; i < n; i++) {
        a[i] = a[i] * scale;
        sum += a[i];
      }
    }
  }
  printf("sum %.1f a[999] %.1f\n", sum, a[N - 1]);
#pragma omp parallel num_threads(2)
#pragma omp single
  for (int t = 0; t < 8; t++) {
#pragma omp task firstprivate(t) shared(results, a)
    {
      int r = 0;
      double lim = t * 10;
#pragma omp target map(tofrom : r)
      for (int i = 0; i <= lim; i++) r += i + (int)a[t] / 2;
      results[t] = r;
    }
    // One task at a time: each maps `a` itself (the transfer count of the test that runs
    // this program does not depend on how the tasks overlap).
#pragma omp taskwait
  }
  for (int t = 0; t < 8; t++) printf("%d ", results[t]);
  printf("\n");
  double v[10];
  for (int i = 0; i < 10; i++) v[i] = i;
  scale_rows(10, v, 0.5);
  printf("v[9] %.2f\n", v[9]);
  // A reduction over many elements in a parallel region's target construct: each thread of
  // the device adds into its own copy (the variable reached through a pointer is the variable,
  // not a structure member: before, every thread added into the mapped copy at once).
  static double big[1 << 21];
  double total = 0;
  for (int i = 0; i < (1 << 21); i++) big[i] = 1.0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp target teams distribute parallel for reduction(+ : total)
    for (int i = 0; i < (1 << 21); i++) total += big[i];
  }
  printf("total %.1f\n", total);
  return 0;
}
