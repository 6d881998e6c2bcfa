// Parallel regions in `declare target` functions (OpenMP 4.5 §2.10.6, §2.5): the function is
// compiled for the device too, where its `parallel for` and `parallel` regions run (before,
// they were host OpenMP, and the GPU had no code for the kernels calling them). oxacc runs
// them as a team of one thread, on the device and on the host. The OpenMP_VV forms
// (test_declare_target_parallel_for: a `parallel for num_threads(n)` in a function of a
// declare target region reporting omp_get_num_threads(); test_declare_target_nested: a
// function declared in the region and defined after it, whose `parallel for` runs over
// declare target arrays with a declare target global as its loop variable) and the
// application's (a routine taking pointers with a parallel region, a worksharing loop with a
// reduction and a private temporary, called from a target region and from the host,
// omp_get_wtime).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | parallel for: bad 0 x[1023] 1023 threads ok
// | private: t 7 a[9] 18
// | nested: errors 0 a[7] 5 c[1023] 15
// | routine on the device: sum 328350 y[99] 9801 threads ok
// | routine on the host: sum 328350 y[99] 9801
// | time ok
#include <omp.h>
#include <stdio.h>

#define N 1024

#pragma omp declare target
int parallel_for_fun(int a[N], int b[N], int c[N]) {
  int num_threads = -1;
#pragma omp parallel for num_threads(8) shared(num_threads)
  for (int i = 0; i < N; i++) {
    a[i] = b[i] * c[i];
    if (omp_get_thread_num() == 0)
      num_threads = omp_get_num_threads();
  }
  return num_threads;
}

/* The loop's private copy: the original keeps its value. */
int keep_private(int *a, int n) {
  int t = 7;
#pragma omp parallel for private(t)
  for (int i = 0; i < n; i++) {
    t = 2 * i;
    a[i] = t;
  }
  return t;
}
#pragma omp end declare target

#pragma omp declare target
int ga[N], gb[N], gc[N];
int gerrors = 0;
int gi = 0;
#pragma omp declare target
int fill_globals(void);
#pragma omp end declare target
#pragma omp end declare target

int fill_globals(void) {
#pragma omp parallel for
  for (gi = 0; gi < N; gi++) {
    ga[gi] = 5;
    gb[gi] = 10;
    gc[gi] = 15;
  }
  for (gi = 0; gi < N; gi++)
    if (ga[gi] != 5 || gb[gi] != 10 || gc[gi] != 15)
      gerrors++;
  return gerrors;
}

/* Squares x into y and returns the sum of the squares; `threads` gets the team's size. */
double square_sum(const double *x, double *y, int n, int *threads);
#pragma omp declare target(square_sum)

double square_sum(const double *x, double *y, int n, int *threads) {
  double sum = 0.0;
#pragma omp parallel shared(sum)
  {
    double sq;
#pragma omp for reduction(+: sum) private(sq)
    for (int i = 0; i < n; i++) {
      sq = x[i] * x[i];
      y[i] = sq;
      sum += sq;
    }
#pragma omp master
    *threads = omp_get_num_threads();
  }
  return sum;
}

int main(void) {
  int x[N], y[N], z[N], num_threads = -1;
  for (int i = 0; i < N; i++) {
    x[i] = 0;
    y[i] = 1;
    z[i] = i;
  }
#pragma omp target map(tofrom: x, y, z, num_threads)
  num_threads = parallel_for_fun(x, y, z);
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += x[i] != y[i] * z[i];
  printf("parallel for: bad %d x[1023] %d threads %s\n", bad, x[1023], num_threads >= 1 ? "ok" : "bad");
  int kept = -1;
#pragma omp target map(tofrom: x, kept)
  kept = keep_private(x, 10);
  printf("private: t %d a[9] %d\n", kept, x[9]);

  for (int i = 0; i < N; i++) {
    ga[i] = i;
    gb[i] = 2 * i;
    gc[i] = 3 * i;
  }
#pragma omp target update to(ga, gb, gc)
#pragma omp target
  fill_globals();
#pragma omp target update from(gerrors, ga, gb, gc)
  printf("nested: errors %d a[7] %d c[1023] %d\n", gerrors, ga[7], gc[1023]);

  double xs[100], ys[100], sum = 0.0;
  int threads = -1;
  for (int i = 0; i < 100; i++)
    xs[i] = i;
  double t0 = omp_get_wtime();
#pragma omp target map(to: xs) map(from: ys, sum, threads)
  sum = square_sum(xs, ys, 100, &threads);
  printf("routine on the device: sum %.0f y[99] %.0f threads %s\n", sum, ys[99], threads >= 1 ? "ok" : "bad");
  for (int i = 0; i < 100; i++)
    ys[i] = 0;
  sum = square_sum(xs, ys, 100, &threads);
  double t1 = omp_get_wtime();
  printf("routine on the host: sum %.0f y[99] %.0f\n", sum, ys[99]);
  printf("time %s\n", t1 >= t0 ? "ok" : "bad");
  return 0;
}
