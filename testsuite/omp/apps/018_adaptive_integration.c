// Adaptive Simpson integration with a task per subinterval above a depth, results summed
// with atomic updates of a shared accumulator in a fixed-point representation so the sum
// does not depend on the order.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | integral 17.846694 exact 17.846694
#include <stdio.h>
#include <math.h>
#include <omp.h>

static long long acc;

static double f(double x) { return sin(x) * x + 1.0; }

static double simpson(double a, double b) {
  double m = 0.5 * (a + b);
  return (b - a) / 6.0 * (f(a) + 4.0 * f(m) + f(b));
}

static void integrate(double a, double b, double whole, int depth) {
  double m = 0.5 * (a + b);
  double l = simpson(a, m), r = simpson(m, b);
  if (depth >= 14 || fabs(l + r - whole) < 1e-10) {
    long long q = llround((l + r) * 1e9);
#pragma omp atomic
    acc += q;
    return;
  }
  if (depth < 6) {
#pragma omp task
    integrate(a, m, l, depth + 1);
#pragma omp task
    integrate(m, b, r, depth + 1);
  } else {
    integrate(a, m, l, depth + 1);
    integrate(m, b, r, depth + 1);
  }
}

int main(void) {
  double a = 0, b = 10;
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskgroup
    integrate(a, b, simpson(a, b), 0);
  }
  double exact = (sin(b) - b * cos(b)) - (sin(a) - a * cos(a)) + (b - a);
  printf("integral %.6f exact %.6f\n", acc / 1e9, exact);
  return 0;
}
