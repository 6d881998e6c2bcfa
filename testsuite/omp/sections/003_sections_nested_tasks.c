// sections whose sections create tasks, and a sections construct inside a function called
// from a parallel region (orphaned), with firstprivate and lastprivate.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sq 1 2 5 10 results 101 102 103 last 103
#include <stdio.h>
#include <omp.h>

static int results[6];
static int base;

static void work(void) {
#pragma omp sections firstprivate(base) lastprivate(base)
  {
#pragma omp section
    results[0] = base + 1;
#pragma omp section
    results[1] = base + 2;
#pragma omp section
    {
      results[2] = base + 3;
      base += 3;
    }
  }
  if (omp_get_thread_num() == 0)
    results[5] = base;
}

int main(void) {
  int sq[4];
  base = 100;
#pragma omp parallel
  {
#pragma omp sections
    {
#pragma omp section
      for (int k = 0; k < 2; k++) {
#pragma omp task
        sq[k] = k * k + 1;
      }
#pragma omp section
      for (int k = 2; k < 4; k++) {
#pragma omp task
        sq[k] = k * k + 1;
      }
    }
    work();
  }
  printf("sq %d %d %d %d results %d %d %d last %d\n", sq[0], sq[1], sq[2], sq[3], results[0],
         results[1], results[2], results[5]);
  return 0;
}
