// `depend` on target constructs met on the host (OpenMP 5.0 §2.12.5 target tasks, §2.17.11):
// a deferred host task writes after a delay, and a `target` (plain `depend(in: …)` and through
// a depend object), `target update` and `target enter/exit data` with dependences on what it
// writes must see the write. oxacc ran the construct at once without waiting (the target task
// is undeferred, but its dependences still hold). omp/target/572 has the iterator modifier.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | plain 7
// | depobj 8
// | update 5 enter 6 exit 12
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

int main(void) {
  int x = 0, y = 0, r1 = 0, r2 = 0;
  int b[4] = {0}, c[4] = {0};
  omp_depend_t oy;
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp task depend(out: x) shared(x)
    {
      usleep(30000);
      x = 7;
    }
#pragma omp target map(tofrom: r1) map(to: x) depend(in: x)
    r1 = x;
#pragma omp depobj(oy) depend(inout: y)
#pragma omp task depend(depobj: oy) shared(y)
    {
      usleep(30000);
      y = 8;
    }
#pragma omp target map(tofrom: r2) map(to: y) depend(depobj: oy)
    r2 = y;
#pragma omp depobj(oy) destroy
#pragma omp target enter data map(alloc: b[0:4])
#pragma omp task depend(out: b) shared(b)
    {
      usleep(30000);
      b[2] = 5;
    }
#pragma omp target update to(b[0:4]) depend(in: b)
#pragma omp target map(alloc: b[0:4])
    b[3] = b[2] + 1;
#pragma omp target update from(b[0:4])
#pragma omp target exit data map(delete: b[0:4])
#pragma omp task depend(out: c) shared(c)
    {
      usleep(30000);
      c[1] = 6;
    }
#pragma omp target enter data map(to: c[0:4]) depend(in: c)
#pragma omp target map(alloc: c[0:4])
    c[1] *= 2;
#pragma omp target exit data map(from: c[0:4]) depend(inout: c)
#pragma omp taskwait
    printf("plain %d\n", r1);
    printf("depobj %d\n", r2);
    printf("update %d enter %d exit %d\n", b[2], b[3], c[1]);
  }
  return 0;
}
