// `parallel master taskloop` and `parallel master taskloop simd` (OpenMP 5.0 §2.13.4)
// inside target regions: a parallel region whose thread 0 runs the taskloop (its tasks may
// all run at once in that thread, 4.5 §2.9.2), with `num_threads`, `grainsize`/`num_tasks`,
// `shared`, `private` and `reduction`, in functions taking the arrays as pointers
// (OpenMP_VV test_parallel_master_taskloop_device's pattern). Before, "'#pragma omp parallel
// master taskloop' inside a target region is not supported yet".
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | axpy 1 sum 716877824 ok 1
// | scaled 1 sum 348502.000
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static long axpy(int *x, const int *y, const int *z, int n) {
  long sum = 0;
#pragma omp target map(tofrom: x[0:n], sum) map(to: y[0:n], z[0:n])
  {
#pragma omp parallel master taskloop num_threads(8) grainsize(16) shared(x, y, z) reduction(+: sum)
    for (int i = 0; i < n; i++) {
      x[i] += y[i] * z[i];
      sum += x[i];
    }
  }
  return sum;
}

static double scale(double *a, int n, double f) {
  double t = 0;
#pragma omp target map(tofrom: a[0:n], t)
  {
#pragma omp parallel master taskloop simd num_tasks(4) private(t) firstprivate(f)
    for (int i = 0; i < n; i++) {
      t = a[i] * f;
      a[i] = t;
    }
  }
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s + t;
}

int main(void) {
  enum { N = 1024 };
  int *x = malloc(N * sizeof(int)), *y = malloc(N * sizeof(int)), *z = malloc(N * sizeof(int));
  double *a = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) {
    x[i] = 1;
    y[i] = i + 1;
    z[i] = 2 * (i + 1);
    a[i] = i / 3;
  }
  long s = axpy(x, y, z, N);
  int ok = 1;
  long expect = 0;
  for (int i = 0; i < N; i++) {
    ok &= x[i] == 1 + y[i] * z[i];
    expect += x[i];
  }
  printf("axpy %d sum %ld ok %d\n", ok, s, s == expect);
  double d = scale(a, N, 2.0);
  int ok2 = 1;
  for (int i = 0; i < N; i++)
    ok2 &= a[i] == 2.0 * (i / 3);
  printf("scaled %d sum %.3f\n", ok2, d);
  free(x);
  free(y);
  free(z);
  free(a);
  return 0;
}
