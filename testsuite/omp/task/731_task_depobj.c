// Dependence objects (OpenMP 5.0 §2.17.10.1): `depobj(o) depend(type: locator)`,
// `depend(depobj: o)` on tasks (several objects, mixed with plain dependences),
// `depobj(o) update(type)` and `depobj(o) destroy`. A chain of tasks through an object on a
// variable, an array element and a one-dimensional section passed as a pointer, with delays
// so that a missing dependence shows as a wrong order. oxacc refused `depobj`.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | x 3 trace 123
// | a 2 4 6 8
// | readers 20 20
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

static void pipeline(int *a, int n) {
  omp_depend_t sec;
#pragma omp depobj(sec) depend(inout: a[0:n])
#pragma omp task depend(depobj: sec)
  {
    usleep(20000);
    for (int i = 0; i < n; i++) a[i] = i + 1;
  }
#pragma omp task depend(depobj: sec)
  for (int i = 0; i < n; i++) a[i] *= 2;
#pragma omp taskwait
#pragma omp depobj(sec) destroy
}

int main(void) {
  int x = 0, trace = 0, a[4] = {0}, r1 = 0, r2 = 0;
  omp_depend_t ox, oy;
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp depobj(ox) depend(inout: x)
#pragma omp task depend(depobj: ox) shared(x, trace)
    {
      usleep(30000);
      x = 1;
      trace = trace * 10 + 1;
    }
#pragma omp task depend(depobj: ox) shared(x, trace)
    {
      usleep(10000);
      x = 2;
      trace = trace * 10 + 2;
    }
#pragma omp task depend(inout: x) shared(x, trace)
    {
      x = 3;
      trace = trace * 10 + 3;
    }
#pragma omp taskwait
    printf("x %d trace %d\n", x, trace);
    pipeline(a, 4);
    printf("a %d %d %d %d\n", a[0], a[1], a[2], a[3]);
    // Two readers of an object made `in`, after a writer through another object.
#pragma omp depobj(oy) depend(out: a[1])
#pragma omp task depend(depobj: oy) shared(a)
    {
      usleep(20000);
      a[1] = 20;
    }
#pragma omp depobj(oy) update(in)
#pragma omp task depend(depobj: oy) shared(a, r1)
    r1 = a[1];
#pragma omp task depend(depobj: oy, ox) shared(a, r2)
    r2 = a[1];
#pragma omp taskwait
    printf("readers %d %d\n", r1, r2);
#pragma omp depobj(ox) destroy
#pragma omp depobj(oy) destroy
  }
  return 0;
}
