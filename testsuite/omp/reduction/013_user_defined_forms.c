// User-defined reductions (OpenMP 4.5 §2.16) in more forms: beside an operator reduction on a
// collapsed parallel for with a guided schedule, on an orphaned for (dynamic schedule) over a
// static global, and on sections with nowait inside a parallel region.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 600 82650.0 600
// | 100 2475.0
// | 16 16.0
#include <stdio.h>
#include <omp.h>
typedef struct { long n; double s; } acc_t;
#pragma omp declare reduction(acc : acc_t : omp_out.n += omp_in.n, omp_out.s += omp_in.s) initializer(omp_priv = (acc_t){0, 0})
static acc_t g = {0, 0};
static void orphan(int n) {
#pragma omp for reduction(acc : g) schedule(dynamic, 3)
  for (int i = 0; i < n; i++) { g.n++; g.s += i * 0.5; }
}
int main(void) {
  acc_t a = {0, 0};
  int plain = 0;
#pragma omp parallel for collapse(2) reduction(acc : a) reduction(+: plain) schedule(guided)
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 30; j++) { a.n++; a.s += i * j; plain += 1; }
  printf("%ld %.1f %d\n", a.n, a.s, plain);
#pragma omp parallel
  orphan(100);
  printf("%ld %.1f\n", g.n, g.s);
  acc_t b = {5, 5};
#pragma omp parallel
  {
#pragma omp sections reduction(acc : b) nowait
    {
#pragma omp section
      { b.n += 1; b.s += 1; }
#pragma omp section
      { b.n += 10; b.s += 10; }
    }
  }
  printf("%ld %.1f\n", b.n, b.s);
  return 0;
}
