// Application style: a solver "module" whose init function allocates and fills its device
// copies with target enter data, step functions taking pointers that launch target teams
// distribute parallel for on the present data, and a finalize function that copies the result
// back with target exit data map(from:) and releases the work array with map(delete:).
// omp_get_wtime times the steps (checked, not printed).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum before 18000.000, after 18000.000, on the host 18000.000
// | smoothed: yes
// | timing ok: yes
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *u, *work;
} solver;

static void solver_init(solver *s, int n) {
  s->n = n;
  s->u = malloc(n * sizeof(double));
  s->work = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) s->u[i] = (double)(i % 10);
  double *u = s->u, *w = s->work;
#pragma omp target enter data map(to: u[0:n]) map(alloc: w[0:n])
}

static void smooth(double *u, double *w, int n) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) {
    double l = i > 0 ? u[i - 1] : u[i], r = i < n - 1 ? u[i + 1] : u[i];
    w[i] = 0.25 * l + 0.5 * u[i] + 0.25 * r;
  }
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) u[i] = w[i];
}

static double total(const double *u, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < n; i++) s += u[i];
  return s;
}

static void solver_finalize(solver *s) {
  double *u = s->u, *w = s->work;
  int n = s->n;
#pragma omp target exit data map(from: u[0:n]) map(delete: w[0:n])
  free(s->work);
}

int main(void) {
  solver s;
  solver_init(&s, 4000);
  double before = total(s.u, s.n);
  double t0 = omp_get_wtime();
  for (int it = 0; it < 50; it++) smooth(s.u, s.work, s.n);
  double t1 = omp_get_wtime();
  double after = total(s.u, s.n);
  solver_finalize(&s);
  double host = 0;
  for (int i = 0; i < s.n; i++) host += s.u[i];
  printf("sum before %.3f, after %.3f, on the host %.3f\n", before, after, host);
  printf("smoothed: %s\n", s.u[5] > 3.0 && s.u[5] < 6.0 ? "yes" : "no");
  printf("timing ok: %s\n", t1 >= t0 ? "yes" : "no");
  free(s.u);
  return 0;
}
