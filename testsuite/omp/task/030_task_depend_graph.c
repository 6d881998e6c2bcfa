// A small task graph with a diamond and a join over several inputs (depend on distinct
// variables), whose result is fixed by the dependences.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | a -1 b 6 c 9 d 54 e 11 f 43
#include <stdio.h>
#include <omp.h>

int main(void) {
  long a = 0, b = 0, c = 0, d = 0, e = 0, f = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(out: a)
    a = 2;
#pragma omp task depend(in: a) depend(out: b)
    b = a * 3;
#pragma omp task depend(in: a) depend(out: c)
    c = a + 7;
#pragma omp task depend(in: b, c) depend(out: d)
    d = b * c;
#pragma omp task depend(out: e)
    e = 11;
#pragma omp task depend(in: d, e) depend(out: f)
    f = d - e;
#pragma omp task depend(inout: a)
    a = -1;
  }
  printf("a %ld b %ld c %ld d %ld e %ld f %ld\n", a, b, c, d, e, f);
  return 0;
}
