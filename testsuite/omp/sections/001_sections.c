// sections: each section runs once, by some thread of the team; private, firstprivate,
// lastprivate (the last section's value) and reduction on sections and parallel sections.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | r1 5050.0 r2 11.0000 r3 7.0 runs 3 lastv 8
// | order 10 20 30 40
#include <stdio.h>
#include <omp.h>

static double a_sum(int n) { double s = 0; for (int i = 1; i <= n; i++) s += i; return s; }
static double a_prod(int n) { double p = 1; for (int i = 1; i <= n; i++) p *= 1.0 + 1.0 / i; return p; }

int main(void) {
  double r1 = 0, r2 = 0, r3 = 0;
  int runs = 0, lastv = -1, k = 5;
#pragma omp parallel sections num_threads(3) firstprivate(k) lastprivate(lastv) reduction(+:runs)
  {
    { r1 = a_sum(100); lastv = 1 + k; runs++; }
#pragma omp section
    { r2 = a_prod(10); lastv = 2 + k; runs++; }
#pragma omp section
    { r3 = 7.0; lastv = 3 + k; runs++; }
  }
  printf("r1 %.1f r2 %.4f r3 %.1f runs %d lastv %d\n", r1, r2, r3, runs, lastv);
  int order[4] = {0};
#pragma omp parallel num_threads(2)
  {
#pragma omp sections nowait
    {
#pragma omp section
      order[0] = 10;
#pragma omp section
      order[1] = 20;
#pragma omp section
      order[2] = 30;
#pragma omp section
      order[3] = 40;
    }
  }
  printf("order %d %d %d %d\n", order[0], order[1], order[2], order[3]);
  return 0;
}
