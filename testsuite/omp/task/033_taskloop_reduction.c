// reduction on taskloop (OpenMP 5.0 §2.19.5.4): each task reduces into its own copy, which
// starts at the operator's identity, and the copies are combined into the original when the
// taskloop ends. Every operator on int, long, unsigned and double variables, a static local,
// a global, a reduction in a function taking an array, and grainsize/num_tasks splits.
// Independent of the number of threads and tasks.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 499510 lsum 332833500 diff -499500
// | prod 1296 dprod 129.7463 band -8191 bor 8190 bxor 12
// | land 1 lor 1
// | max 708 2997 399.5 min -300 10 -100.0
// | static 4957 global 25.50 dot 499500.0
#include <omp.h>
#include <stdio.h>

#define N 1000

double gsum = 0.5;

static double dot(const double *x, const double *y, int n) {
  double s = 0;
#pragma omp taskloop reduction(+: s) grainsize(64)
  for (int i = 0; i < n; i++) s += x[i] * y[i];
  return s;
}

int main(void) {
  int sum = 10, prod = 1, band = ~0, bor = 0, bxor = 0, land = 1, lor = 0, mx = -5, mn = 5000;
  long lsum = 0, diff = 0;
  unsigned umax = 0, umin = ~0u;
  double dmax = -1e300, dmin = 1e300, dprod = 1;
  static long st = 7;
  double x[N], y[N];
  for (int i = 0; i < N; i++) x[i] = i * 0.5, y[i] = 2;
  double d = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskloop reduction(+: sum, lsum) reduction(-: diff) num_tasks(7)
    for (int i = 0; i < N; i++) {
      sum += i;
      lsum += (long)i * i;
      diff -= i;
    }
#pragma omp taskloop reduction(*: prod, dprod) reduction(&: band) reduction(|: bor) reduction(^: bxor)
    for (int i = 1; i <= 12; i++) {
      prod *= (i % 3) + 1;
      dprod *= 1.5;
      band &= ~(1 << i);
      bor |= 1 << i;
      bxor ^= i;
    }
#pragma omp taskloop reduction(&&: land) reduction(||: lor) grainsize(100)
    for (int i = 0; i < N; i++) {
      land = land && (i < 2000);
      lor = lor || (i == 777);
    }
#pragma omp taskloop reduction(max: mx, umax, dmax) reduction(min: mn, umin, dmin) grainsize(33)
    for (int i = 0; i < N; i++) {
      int v = (i * 37) % 1009 - 300;
      if (v > mx) mx = v;
      if (v < mn) mn = v;
      if ((unsigned)i * 3u > umax) umax = (unsigned)i * 3u;
      if ((unsigned)i + 10u < umin) umin = (unsigned)i + 10u;
      if (x[i] - 100 > dmax) dmax = x[i] - 100;
      if (x[i] - 100 < dmin) dmin = x[i] - 100;
    }
#pragma omp taskloop reduction(+: st, gsum)
    for (int i = 0; i < 100; i++) {
      st += i;
      gsum += 0.25;
    }
    d = dot(x, y, N);
  }
  printf("sum %d lsum %ld diff %ld\n", sum, lsum, diff);
  printf("prod %d dprod %.4f band %d bor %d bxor %d\n", prod, dprod, band, bor, bxor);
  printf("land %d lor %d\n", land, lor);
  printf("max %d %u %.1f min %d %u %.1f\n", mx, umax, dmax, mn, umin, dmin);
  printf("static %ld global %.2f dot %.1f\n", st, gsum, d);
  return 0;
}
