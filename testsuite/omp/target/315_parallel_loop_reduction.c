// reduction and private on a worksharing loop (`for`, 5.0 `loop`) in a parallel region of a
// target region (OpenMP 4.5 §2.15.3.6, 5.0 §2.9.5): each thread of the team reduces into its
// own copy, combined into the team's variable before the loop's barrier, so every thread
// reads the result after the loop. The OpenMP_VV forms (test_loop_reduction_add_device,
// test_loop_private_device: `target parallel` with `loop reduction(+:total)` and `loop
// private(p)`), a variable of the target region reduced by the team and read inside the
// region after the barrier, and the application's (routines taking pointers, omp_get_wtime).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | loop reduction: total 524800
// | loop private: d[0] 0 d[1] 4 d[1023] 2095104 bad 0
// | for reductions: max 1023 min -3 prod 1024 and 1 or 1 xor 1
// | region variable: s 4950 seen after the barrier 4950
// | routine: dot 328350 norm1 4950 maxabs 99 time ok
#include <omp.h>
#include <stdio.h>

#define N 1024

static double dot(const double *x, const double *y, int n) {
  double sum = 0.0;
#pragma omp target parallel map(to: x[0:n], y[0:n]) map(tofrom: sum)
  {
#pragma omp for reduction(+: sum)
    for (int i = 0; i < n; i++)
      sum += x[i] * y[i];
  }
  return sum;
}

static void norms(const double *x, int n, double *norm1, double *maxabs) {
  double s = 0.0, m = 0.0;
#pragma omp target map(to: x[0:n]) map(tofrom: s, m)
#pragma omp parallel
  {
#pragma omp loop reduction(+: s)
    for (int i = 0; i < n; i++)
      s += x[i] < 0 ? -x[i] : x[i];
#pragma omp for reduction(max: m) nowait
    for (int i = 0; i < n; i++) {
      double a = x[i] < 0 ? -x[i] : x[i];
      m = a > m ? a : m;
    }
  }
  *norm1 = s;
  *maxabs = m;
}

int main(void) {
  int a[N], b[N], c[N], d[N];
  int total = 0;
  for (int x = 0; x < N; ++x) {
    a[x] = 1;
    b[x] = x;
    c[x] = 2 * x;
    d[x] = 0;
  }
#pragma omp target parallel num_threads(8) map(tofrom: total, a, b)
  {
#pragma omp loop reduction(+: total)
    for (int x = 0; x < N; ++x)
      total += a[x] + b[x];
  }
  printf("loop reduction: total %d\n", total);

  int privatized = -1;
#pragma omp target parallel map(tofrom: a, b, c, d)
  {
#pragma omp loop private(privatized)
    for (int x = 0; x < N; ++x) {
      privatized = 0;
      for (int y = 0; y < a[x] + b[x]; ++y)
        privatized++;
      d[x] = c[x] * privatized;
    }
  }
  int bad = 0;
  for (int x = 0; x < N; ++x)
    bad += d[x] != (1 + x) * 2 * x;
  printf("loop private: d[0] %d d[1] %d d[1023] %d bad %d\n", d[0], d[1], d[1023], bad);

  int mx = -5, mn = 5, land = 1, lor = 0, x = 0;
  long prod = 1;
#pragma omp target parallel map(tofrom: b, mx, mn, prod, land, lor, x)
  {
#pragma omp for reduction(max: mx) reduction(min: mn)
    for (int i = 0; i < N; ++i) {
      mx = b[i] > mx ? b[i] : mx;
      mn = b[i] - 3 < mn ? b[i] - 3 : mn;
    }
#pragma omp for reduction(*: prod) reduction(&&: land) reduction(||: lor) reduction(^: x)
    for (int i = 0; i < 10; ++i) {
      prod *= 2;
      land = land && b[i] >= 0;
      lor = lor || b[i] == 9;
      x ^= b[i] & 1;
    }
  }
  printf("for reductions: max %d min %d prod %ld and %d or %d xor %d\n", mx, mn, prod, land, lor, x);

  int r = -1, seen = -1;
#pragma omp target map(tofrom: r, seen, b)
  {
    int s = 0;
#pragma omp parallel
    {
#pragma omp for reduction(+: s)
      for (int i = 0; i < 100; ++i)
        s += b[i];
      if (omp_get_thread_num() == 0)
        seen = s;
    }
    r = s;
  }
  printf("region variable: s %d seen after the barrier %d\n", r, seen);

  double xs[100], ys[100];
  for (int i = 0; i < 100; i++) {
    xs[i] = i % 2 ? -i : i;
    ys[i] = i % 2 ? -i : i;
  }
  double t0 = omp_get_wtime();
  double dt = dot(xs, ys, 100);
  double n1, mabs;
  norms(xs, 100, &n1, &mabs);
  double t1 = omp_get_wtime();
  printf("routine: dot %.0f norm1 %.0f maxabs %.0f time %s\n", dt, n1, mabs, t1 >= t0 ? "ok" : "bad");
  return 0;
}
