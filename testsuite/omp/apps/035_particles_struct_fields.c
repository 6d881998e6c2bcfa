// A particle code's struct of arrays passed around by pointer: `map(tofrom: s.x[0:n])`-style
// maps of structure fields (through a struct variable and through a pointer to it), a
// `declare target` helper computing forces, `target teams distribute parallel for` over the
// particles with `reduction(+:)` of the kinetic energy and `reduction(max:)` of the speed, and
// `target data` around the time loop with the fields mapped once.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | energy 161.977692240 vmax 0.841522067
// | x[0] -0.265936530 x[1999] -0.143572929
// | timing sane 1
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

struct particles {
  int n;
  double *x, *v, *m;
};

#pragma omp declare target
static inline double spring_force(double x, double k) { return -k * x; }
#pragma omp end declare target

static void init(struct particles *p, int n) {
  p->n = n;
  p->x = malloc(n * sizeof(double));
  p->v = malloc(n * sizeof(double));
  p->m = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) {
    p->x[i] = ((i * 37) % 101) / 100.0 - 0.5;
    p->v[i] = 0.0;
    p->m[i] = 1.0 + (i % 3);
  }
}

static void push(struct particles *p, double dt, double k) {
  int n = p->n;
#pragma omp target teams distribute parallel for map(tofrom: p->x[0:n], p->v[0:n]) map(to: p->m[0:n])
  for (int i = 0; i < n; i++) {
    p->v[i] += dt * spring_force(p->x[i], k) / p->m[i];
    p->x[i] += dt * p->v[i];
  }
}

static double energy(struct particles s, double *vmax) {
  double e = 0.0, vm = 0.0;
  int n = s.n;
#pragma omp target teams distribute parallel for map(to: s.v[0:n], s.m[0:n]) reduction(+: e) reduction(max: vm)
  for (int i = 0; i < n; i++) {
    e += 0.5 * s.m[i] * s.v[i] * s.v[i];
    vm = fmax(vm, fabs(s.v[i]));
  }
  *vmax = vm;
  return e;
}

int main(void) {
  struct particles p;
  init(&p, 2000);
  int n = p.n;
  double t0 = omp_get_wtime();
#pragma omp target data map(tofrom: p.x[0:n], p.v[0:n]) map(to: p.m[0:n])
  {
    for (int step = 0; step < 50; step++)
      push(&p, 0.01, 4.0);
  }
  double vmax;
  double e = energy(p, &vmax);
  double t1 = omp_get_wtime();
  printf("energy %.9f vmax %.9f\n", e, vmax);
  printf("x[0] %.9f x[1999] %.9f\n", p.x[0], p.x[1999]);
  printf("timing sane %d\n", t1 >= t0);
  free(p.x);
  free(p.v);
  free(p.m);
  return 0;
}
