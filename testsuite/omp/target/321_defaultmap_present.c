// defaultmap(present[: category]) (OpenMP 5.1 §2.21.7.3): a variable of the category that
// the target construct does not name is treated as if in a `map(present, alloc: …)` clause:
// it uses the mapping an enclosing `target data` or `target enter data` made (and a variable
// not present stops the program). The spec form (arrays mapped by an enclosing data region,
// scalars implicit) and the application's (a routine taking a pointer to data entered with
// `target enter data`, omp_get_wtime).
// args: -fopenmp
// expect-from: hand (gcc 12 refuses 'present' in 'defaultmap'; the lines are the serial build's)
// expect-exit: 0
// expect-stdout:
// | present: aggregate: a[9] 18 b[9] 10
// | present: all: c[9] 81 n 10
// | routine: v[99] 297 time ok
#include <omp.h>
#include <stdio.h>

static double v[100];

static void scale(int n, double f) {
#pragma omp target teams distribute parallel for defaultmap(present) firstprivate(n, f)
  for (int i = 0; i < n; i++)
    v[i] *= f;
}

int main(void) {
  int a[10], b[10], c[10];
  int n = 10;
  for (int i = 0; i < 10; i++) {
    a[i] = i;
    b[i] = 1;
    c[i] = i;
  }
#pragma omp target data map(tofrom: a)
  {
#pragma omp target defaultmap(present: aggregate) map(tofrom: b)
    for (int i = 0; i < 10; i++) {
      a[i] *= 2;
      b[i] += i;
    }
  }
  printf("present: aggregate: a[9] %d b[9] %d\n", a[9], b[9]);

#pragma omp target enter data map(to: c, n)
#pragma omp target defaultmap(present)
  for (int i = 0; i < n; i++)
    c[i] *= c[i];
#pragma omp target exit data map(from: c) map(release: n)
  printf("present: all: c[9] %d n %d\n", c[9], n);

  for (int i = 0; i < 100; i++)
    v[i] = i;
  double t0 = omp_get_wtime();
#pragma omp target enter data map(to: v)
  scale(100, 3.0);
#pragma omp target exit data map(from: v)
  double t1 = omp_get_wtime();
  printf("routine: v[99] %.0f time %s\n", v[99], t1 >= t0 ? "ok" : "bad");
  return 0;
}
