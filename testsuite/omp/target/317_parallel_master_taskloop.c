// `parallel master` (OpenMP 5.0 §2.13.1), `taskloop` (4.5 §2.9.2) and `master taskloop`
// (5.0 §2.13.3) in target regions: thread 0 of the team runs the statement of `parallel
// master`, the tasks of a taskloop do every iteration once (oxacc runs them at once in the
// encountering thread). The OpenMP_VV form (test_parallel_master_device: a taskloop in a
// `parallel master` of a `target`, and omp_get_num_threads() read by thread 0) and the
// application's (routines taking pointers, reductions and private temporaries on the
// taskloop, omp_get_wtime). The taskloop directly in `target` names its array `shared`: gcc
// makes an array of the target region firstprivate in its tasks.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | parallel master: bad 0 x[1023] 2097153 threads ok master ran once 1
// | taskloop in target: sum 499500 bad 0
// | master taskloop: bad 0 y[99] 198
// | routine: scaled[9] 27 sum 135 time ok
#include <omp.h>
#include <stdio.h>

#define N 1024

static double scale_sum(double *v, int n, double f) {
  double sum = 0.0;
#pragma omp target map(tofrom: v[0:n], sum)
#pragma omp parallel master num_threads(4)
  {
    double tmp;
#pragma omp taskloop grainsize(8) private(tmp) reduction(+: sum)
    for (int i = 0; i < n; i++) {
      tmp = v[i] * f;
      v[i] = tmp;
      sum += tmp;
    }
  }
  return sum;
}

int main(void) {
  int x[N], y[N], z[N];
  int num_threads = -1, runs = 0;
  for (int i = 0; i < N; i++) {
    x[i] = 1;
    y[i] = i + 1;
    z[i] = 2 * (i + 1);
  }
#pragma omp target map(tofrom: x, y, z, num_threads, runs)
  {
#pragma omp parallel master num_threads(8) shared(x, y, z, num_threads)
    {
#pragma omp taskloop
      for (int i = 0; i < N; i++)
        x[i] += y[i] * z[i];
      if (omp_get_thread_num() == 0)
        num_threads = omp_get_num_threads();
      runs++;
    }
  }
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += x[i] != 1 + y[i] * z[i];
  printf("parallel master: bad %d x[1023] %d threads %s master ran once %d\n", bad, x[1023],
         num_threads >= 1 ? "ok" : "bad", runs);

  long sum = 0;
#pragma omp target map(tofrom: sum, x)
  {
#pragma omp taskloop num_tasks(3) reduction(+: sum) shared(x)
    for (int i = 0; i < 1000; i++) {
      sum += i;
      x[i] = -i;
    }
  }
  bad = 0;
  for (int i = 0; i < 1000; i++)
    bad += x[i] != -i;
  printf("taskloop in target: sum %ld bad %d\n", sum, bad);

  for (int i = 0; i < N; i++)
    y[i] = i;
#pragma omp target parallel num_threads(4) map(tofrom: y)
  {
#pragma omp master taskloop
    for (int i = 0; i < N; i++)
      y[i] *= 2;
  }
  bad = 0;
  for (int i = 0; i < N; i++)
    bad += y[i] != 2 * i;
  printf("master taskloop: bad %d y[99] %d\n", bad, y[99]);

  double v[10];
  for (int i = 0; i < 10; i++)
    v[i] = i;
  double t0 = omp_get_wtime();
  double s = scale_sum(v, 10, 3.0);
  double t1 = omp_get_wtime();
  printf("routine: scaled[9] %.0f sum %.0f time %s\n", v[9], s, t1 >= t0 ? "ok" : "bad");
  return 0;
}
