// `in_reduction` on `target` (OpenMP 5.0 §2.19.5.6): a target construct in a taskgroup with
// `task_reduction` takes part in the reduction like the host tasks: its copy starts at the
// operator's identity and is combined into the variable as it ends. Host tasks reducing into
// the same variables run in the other threads meanwhile (their combine must not be lost to
// the target construct's copy back, on a discrete memory too); one target region has a
// `parallel for` with its own `reduction` inside. Work split between the host and the
// device, the way an application sums a quantity computed partly on each.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | energy 2097900 checks 16 max 999
#include <stdio.h>

#define N 1000

static long host_part(const int *w, int t) {
  long s = 0;
  for (int r = 0; r < 200; r++)
    for (int i = t; i < N; i += 8)
      s += w[i] % 7;
  return s;
}

int main(void) {
  int w[N];
  for (int i = 0; i < N; i++)
    w[i] = (i * 37) % N;
  long energy = 0;
  int checks = 0, top = 0;
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+: energy, checks) task_reduction(max: top)
    {
      for (int t = 0; t < 8; t++) {
#pragma omp task in_reduction(+: energy, checks) firstprivate(t)
        {
          energy += host_part(w, t);
          checks += 1;
        }
      }
#pragma omp target in_reduction(+: energy, checks) in_reduction(max: top) map(to: w)
      {
        for (int i = 0; i < N; i++) {
          energy += w[i];
          if (w[i] > top)
            top = w[i];
        }
        checks += 4;
      }
#pragma omp target in_reduction(+: energy, checks) map(to: w)
      {
        long part = 0;
#pragma omp parallel for reduction(+: part)
        for (int i = 0; i < N; i++)
          part += 2 * w[i];
        energy += part;
        checks += 4;
      }
    }
  }
  printf("energy %ld checks %d max %d\n", energy, checks, top);
  return !(checks == 16 && top == 999);
}
