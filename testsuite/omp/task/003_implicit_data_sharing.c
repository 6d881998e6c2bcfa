// The implicit data-sharing attributes of a task (§2.15.1.1): variables declared outside the
// parallel region are shared, a loop variable and locals of the region are firstprivate,
// statics and globals are shared; the value a task sees is the one at its creation.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | squares ok 1 total 40 globals 40 40
#include <stdio.h>
#include <omp.h>

int global_hits;
static int static_hits;

int main(void) {
  int squares[40] = {0};
  int shared_total = 0;
#pragma omp parallel
  {
    int mine = 7;
#pragma omp single
    {
      for (int i = 0; i < 40; i++) {
        int twice = 2 * i;
#pragma omp task
        {
          squares[i] = i * i + twice - 2 * i + mine - 7;
#pragma omp atomic
          shared_total += 1;
#pragma omp atomic
          global_hits++;
#pragma omp atomic
          static_hits++;
        }
      }
    }
  }
  int ok = 1;
  for (int i = 0; i < 40; i++)
    ok &= squares[i] == i * i;
  printf("squares ok %d total %d globals %d %d\n", ok, shared_total, global_hits, static_hits);
  return 0;
}
