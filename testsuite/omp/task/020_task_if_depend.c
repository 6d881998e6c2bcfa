// An undeferred task (if(0)) with depend waits for its predecessors before it runs in the
// creating thread; tasks after it see its result.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | a 5 b 10 c 11
#include <stdio.h>
#include <omp.h>

int main(void) {
  int a = 0, b = 0, c = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(out: a)
    {
      volatile long spin = 0;
      for (long i = 0; i < 2000000; i++)
        spin += i;
      a = 5;
    }
#pragma omp task depend(in: a) depend(out: b) if(0)
    b = a * 2;
    c = b + 1;
  }
  printf("a %d b %d c %d\n", a, b, c);
  return 0;
}
