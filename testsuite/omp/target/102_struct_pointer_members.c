// Application style: a mesh structure with pointer members mapped member by member (the
// structure, then its arrays as sections through the mapped structure), a kernel that reads
// the structure's scalar members and writes through its pointer members, in functions that
// take a pointer to the structure.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | y[10] 50.0 total 1323350.0
// | through the mapped structure: y[10] 10.5 y[199] 199.5
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double h;
  double *x, *y;
} mesh;

static void mesh_eval(mesh *m) {
  int n = m->n;
  double *x = m->x, *y = m->y, h = m->h;
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; i++) y[i] = x[i] * x[i] * h;
}

static double mesh_total(const mesh *m) {
  double s = 0;
  const double *y = m->y;
  int n = m->n;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: y[0:n])
  for (int i = 0; i < n; i++) s += y[i];
  return s;
}

int main(void) {
  mesh m = {200, 0.5, 0, 0};
  m.x = malloc(m.n * sizeof(double));
  m.y = malloc(m.n * sizeof(double));
  for (int i = 0; i < m.n; i++) m.x[i] = i;
  mesh_eval(&m);
  printf("y[10] %.1f total %.1f\n", m.y[10], mesh_total(&m));
  // The structure itself mapped, its arrays through it.
  mesh s = m;
#pragma omp target data map(to: s) map(tofrom: s.y[0:s.n]) map(to: s.x[0:s.n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < s.n; i++) s.y[i] = s.x[i] + s.h;
  }
  printf("through the mapped structure: y[10] %.1f y[199] %.1f\n", s.y[10], s.y[199]);
  free(m.x);
  free(m.y);
  return 0;
}
