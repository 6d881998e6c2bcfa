// User-defined reductions (OpenMP 4.5 §2.16) on `target teams distribute parallel for` with
// 10^6 iterations: a complex-like pair summed by a combiner without an initializer (its
// private copies start at zero, §2.16), a user `max` on doubles whose initializer calls a
// function of omp_orig, and both in one construct with a built-in `+`. The values are
// exact in binary so any order of combination gives the same sums.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | pair sum: re 249999500000.000 im -500000.000
// | user max: 999.750
// | together: re 1000000.000 im 500000.000 max 4.000 count 1000000
#include <stdio.h>

typedef struct {
  double re, im;
} cplx;

#pragma omp declare reduction(csum : cplx : omp_out.re += omp_in.re, omp_out.im += omp_in.im)

#pragma omp declare target
static double lowest(double orig) { return orig < -1e300 ? orig : -1e300; }
#pragma omp end declare target

#pragma omp declare reduction(umax : double : omp_out = omp_in > omp_out ? omp_in : omp_out) \
    initializer(omp_priv = lowest(omp_orig))

int main(void) {
  long n = 1000000;
  cplx z = {0, 0};
#pragma omp target teams distribute parallel for reduction(csum: z)
  for (long i = 0; i < n; i++) {
    z.re += (double)(i / 2);
    z.im -= 0.5;
  }
  printf("pair sum: re %.3f im %.3f\n", z.re, z.im);
  double mx = -1e308;
#pragma omp target teams distribute parallel for reduction(umax: mx)
  for (long i = 0; i < n; i++) {
    double v = (double)((i * 37) % 4000) / 4.0;
    mx = v > mx ? v : mx;
  }
  printf("user max: %.3f\n", mx);
  cplx w = {0, 0};
  double m2 = -1e308;
  long count = 0;
#pragma omp target teams distribute parallel for reduction(csum: w) reduction(umax: m2) reduction(+: count)
  for (long i = 0; i < n; i++) {
    w.re += 1.0;
    w.im += 0.5;
    double v = (double)(i % 5);
    m2 = v > m2 ? v : m2;
    count++;
  }
  printf("together: re %.3f im %.3f max %.3f count %ld\n", w.re, w.im, m2, count);
  return 0;
}
