// `depend(out: omp_all_memory)` and `depend(inout: omp_all_memory)` (OpenMP 5.1 §2.19.11):
// a task that depends on every earlier sibling task and that every later sibling depends on,
// whatever storage they name. Tasks of a single region write distinct variables (through
// pointers) with delays; the all-memory task reads them all and resets them, and the tasks
// after it see its values. Also a taskwait with omp_all_memory. oxacc refused
// `omp_all_memory` (an undeclared identifier).
// args: -fopenmp
// expect-from: hand (gcc 12 does not know omp_all_memory; the values follow from the
// dependences alone, whatever the timing)
// expect-exit: 0
// expect-stdout:
// | sum before 10 after 20
// | x 101 y 102 z 103
// | taskwait 7
#include <stdio.h>
#include <unistd.h>

static void slow_set(int *p, int v, int delay_us) {
  usleep(delay_us);
  *p = v;
}

int main(void) {
  int a = 0, b = 0, c = 0, d = 0, sum_before = -1, sum_after = -1;
  int x = 0, y = 0, z = 0, w = 0;
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp task depend(out: a)
    slow_set(&a, 1, 30000);
#pragma omp task depend(out: b)
    slow_set(&b, 2, 20000);
#pragma omp task depend(out: c)
    slow_set(&c, 3, 10000);
#pragma omp task depend(inout: d)
    slow_set(&d, 4, 5000);
#pragma omp task depend(out: omp_all_memory) shared(a, b, c, d, sum_before)
    {
      sum_before = a + b + c + d;
      a = b = c = d = 5;
    }
#pragma omp task depend(in: a) shared(a, x)
    x = a + 96;
#pragma omp task depend(in: b, c) shared(b, c, y)
    y = b + c + 92;
#pragma omp task depend(inout: omp_all_memory, z) shared(a, b, c, d, sum_after, z)
    {
      usleep(10000);
      sum_after = a + b + c + d;
      z = 103;
    }
#pragma omp task depend(in: z) shared(z, w)
    w = z;
#pragma omp taskwait
    int t = 0;
#pragma omp task depend(out: t) shared(t)
    {
      usleep(10000);
      t = 7;
    }
#pragma omp taskwait depend(inout: omp_all_memory)
    printf("sum before %d after %d\n", sum_before, sum_after);
    printf("x %d y %d z %d\n", x, y, w);
    printf("taskwait %d\n", t);
  }
  return 0;
}
