#include <omp.h>
void f(int *a) {
  omp_depend_t o;
  int x = 0, y = 0;
#pragma omp depobj(o) depend(in: x, y)
#pragma omp depobj(o) depend(in: x) update(out)
#pragma omp depobj(o)
#pragma omp depobj(x) depend(in: y)
#pragma omp depobj(o) update(sink)
#pragma omp depobj(o) depend(depobj: o)
  (void)a;
}

// Expected diagnostics (oxacc -fopenmp -fsyntax-only; gcc 12 -fopenmp reports the same lines,
// at the offending locator or clause: 5:29, 6:37, 7:22, 8:9, 9:30, 10:29).
// expect-error: 5:23: the depend clause of 'depobj' takes one locator of type in, out, inout or mutexinoutset
// expect-error: 6:37: 'depobj' takes one depend, update or destroy clause; 'update' is another
// expect-error: 7:13: 'depobj' needs a depend, update or destroy clause
// expect-error: 8:20: the object of OpenMP 'depobj' must be an lvalue of type 'omp_depend_t' ('int' invalid)
// expect-error: 9:30: unknown dependence type 'sink'; expected in, out, inout or mutexinoutset
// expect-error: 10:23: the depend clause of 'depobj' takes one locator of type in, out, inout or mutexinoutset
