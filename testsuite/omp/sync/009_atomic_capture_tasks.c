// atomic capture handing out work items to tasks, atomic update of float and double
// accumulators from tasks, and an atomic read at the end.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | each once 1 dsum 1008.0 fsum 64.0 next 80
#include <stdio.h>
#include <omp.h>

int main(void) {
  int next = 0, done[64] = {0};
  double dsum = 0;
  float fsum = 0;
#pragma omp parallel
#pragma omp single
  for (int t = 0; t < 16; t++) {
#pragma omp task
    {
      for (;;) {
        int mine;
#pragma omp atomic capture
        mine = next++;
        if (mine >= 64)
          break;
        done[mine] += 1;
#pragma omp atomic update
        dsum += mine * 0.5;
#pragma omp atomic
        fsum += 1.0f;
      }
    }
  }
  int ok = 1;
  for (int k = 0; k < 64; k++)
    ok &= done[k] == 1;
  int final_next;
#pragma omp atomic read
  final_next = next;
  printf("each once %d dsum %.1f fsum %.1f next %d\n", ok, dsum, fsum, final_next);
  return 0;
}
