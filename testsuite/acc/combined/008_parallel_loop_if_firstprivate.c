// parallel loop if(n > threshold) firstprivate(scale): same result either way.
// expect-exit: 0
// expect-stdout:
// | if/firstprivate 2548.0 250249.5
#include <stdio.h>
#include <openacc.h>
static double run(int n, double scale) {
  double a[1000];
  double s = 0;
  #pragma acc parallel loop if(n > 100) firstprivate(scale) copyout(a[0:n]) reduction(+:s)
  for (int i = 0; i < n; i++) { a[i] = scale * i; s += a[i]; }
  return s + a[n - 1];
}
int main(void) {
  double x = run(50, 2.0), y = run(1000, 0.5);
  printf("if/firstprivate %.1f %.1f\n", x, y);
  return !(x == 2450.0 + 98.0 && y == 249750.0 + 499.5);
}
