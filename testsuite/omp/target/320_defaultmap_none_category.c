// defaultmap(none: scalar|aggregate|pointer) (OpenMP 5.0 §2.19.7.2): the variables of the
// category need a clause, the others keep their implicit rule. The spec form (scalars listed,
// arrays implicit; arrays mapped, scalars implicit; pointers listed) and the application's
// (a routine taking pointers whose scalars are firstprivate, omp_get_wtime). Compiled by
// gcc 12 as written; a variable of the category without a clause is an error (driver
// `openmp_device_constructs`).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | none: scalar: a[9] 27 scale 3
// | none: aggregate: b[9] 18 s 0 (firstprivate)
// | none: pointer: p[9] 45
// | routine: sum 4950 y[99] 198 time ok
#include <omp.h>
#include <stdio.h>

static double axpy_sum(int n, double a, const double *x, double *y) {
  double sum = 0.0;
#pragma omp target teams distribute parallel for defaultmap(none: scalar) defaultmap(none: pointer) \
    firstprivate(n, a) map(to: x[0:n]) map(tofrom: y[0:n]) reduction(+: sum)
  for (int i = 0; i < n; i++) {
    y[i] += a * x[i];
    sum += x[i];
  }
  return sum;
}

int main(void) {
  int a[10], b[10], c[10];
  int scale = 3, s = 0;
  for (int i = 0; i < 10; i++)
    a[i] = b[i] = c[i] = i;
#pragma omp target defaultmap(none: scalar) map(tofrom: scale)
  for (int i = 0; i < 10; i++)
    a[i] *= scale;
  printf("none: scalar: a[9] %d scale %d\n", a[9], scale);

#pragma omp target defaultmap(none: aggregate) map(tofrom: b)
  {
    for (int i = 0; i < 10; i++)
      b[i] *= 2;
    s = b[9] / 2;
  }
  printf("none: aggregate: b[9] %d s %d (firstprivate)\n", b[9], s);

  int *p = c;
#pragma omp target defaultmap(none: pointer) map(tofrom: c) firstprivate(p)
  for (int i = 0; i < 10; i++)
    p[i] *= 5;
  printf("none: pointer: p[9] %d\n", c[9]);

  double x[100], y[100];
  for (int i = 0; i < 100; i++) {
    x[i] = i;
    y[i] = 0;
  }
  double t0 = omp_get_wtime();
  double sum = axpy_sum(100, 2.0, x, y);
  double t1 = omp_get_wtime();
  printf("routine: sum %.0f y[99] %.0f time %s\n", sum, y[99], t1 >= t0 ? "ok" : "bad");
  return 0;
}
