// Orphaned worksharing loops with `reduction` in `declare target` functions (OpenMP 4.5
// §2.7.1, §2.15.3.6, §2.10.6): the loop binds to the team of the calling threads, each thread
// reduces its share into a copy of its own, and the copies are combined into the variable
// (shared in that team: a `declare target` global) before the loop's barrier,
// so the code after the call reads the whole result. Called from every thread of a `target
// parallel` region, from a `parallel` region of a `target` region, from a host parallel
// region and from sequential host code. `+` on double and long, `max` on int, `min` on
// double, several clauses on one loop, `for simd`, and `nowait` (the variable is complete at
// the end of the calling parallel region). Library-style functions taking pointers; sums of integers, exact in double.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | target parallel: dot 12649 sum 3549 max 78 min -4 count 52
// | target + parallel: dot 12649 sum 3549 max 78 min -4 count 52
// | host team: dot 12649 sum 3549 max 78 min -4 count 52
// | alone: dot 12649 sum 3549 max 78 min -4 count 52
#include <stdio.h>

#define N 91

#pragma omp declare target
double g_dot;
long g_sum;
int g_max;
double g_min;

void dot(const double *a, const double *b, int n) {
#pragma omp for reduction(+ : g_dot)
  for (int i = 0; i < n; i++)
    g_dot += a[i] * b[i];
}

void stats(const int *v, int n) {
#pragma omp for simd reduction(+ : g_sum) reduction(max : g_max)
  for (int i = 0; i < n; i++) {
    g_sum += v[i];
    g_max = v[i] > g_max ? v[i] : g_max;
  }
}

void lowest(const double *a, int n) {
#pragma omp for reduction(min : g_min) nowait
  for (int i = 0; i < n; i++)
    g_min = a[i] - 4.0 < g_min ? a[i] - 4.0 : g_min;
}

long g_even;

long count_even(const int *v, int n) {
#pragma omp for reduction(+ : g_even)
  for (int i = 0; i < n; i++)
    g_even += v[i] % 2 == 0;
  return g_even;
}
#pragma omp end declare target

static void reset(void) {
  g_dot = 0;
  g_sum = 0;
  g_max = -1000;
  g_min = 1e9;
  g_even = 0;
}

static void report(const char *who, long count) {
  printf("%s: dot %.0f sum %ld max %d min %.0f count %ld\n", who, g_dot, g_sum, g_max, g_min,
         count);
}

int main(void) {
  double a[N], b[N];
  int v[N];
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = i % 7;
    v[i] = (i * 13) % N;
  }
  long count = 0;

  reset();
#pragma omp target update to(g_dot, g_sum, g_max, g_min, g_even)
#pragma omp target parallel map(to: a, b, v) map(from: count)
  {
    dot(a, b, N);
    stats(v, N);
    lowest(a, N);
    long c = count_even(v, N);
    if (c != 0)
      count = c;
  }
#pragma omp target update from(g_dot, g_sum, g_max, g_min)
  report("target parallel", count);

  reset();
  count = 0;
#pragma omp target update to(g_dot, g_sum, g_max, g_min, g_even)
#pragma omp target map(to: a, b, v) map(tofrom: count)
  {
#pragma omp parallel
    {
      dot(a, b, N);
      stats(v, N);
      lowest(a, N);
      long c = count_even(v, N);
#pragma omp master
      count = c;
    }
  }
#pragma omp target update from(g_dot, g_sum, g_max, g_min)
  report("target + parallel", count);

  reset();
  count = 0;
#pragma omp parallel
  {
    dot(a, b, N);
    stats(v, N);
    lowest(a, N);
    long c = count_even(v, N);
#pragma omp master
    count = c;
  }
  report("host team", count);

  reset();
  dot(a, b, N);
  stats(v, N);
  lowest(a, N);
  report("alone", count_even(v, N));
  return 0;
}
