// Host and device work together: host threads in a parallel region each run sections of a problem, one section offloading with target nowait while another computes on the host, joined by taskwait and a barrier, then a reduction over both results.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | total 1499250.00
#include <stdio.h>

#define N 2000

int main(void) {
  static double dev_part[N], host_part[N];
  double total = 0;
#pragma omp parallel
  {
#pragma omp single
    {
#pragma omp target teams distribute parallel for map(from: dev_part) nowait
      for (int i = 0; i < N; i++) dev_part[i] = i * 0.5;
#pragma omp task
      for (int i = 0; i < N; i++) host_part[i] = i * 0.25;
#pragma omp taskwait
    }
#pragma omp for reduction(+: total)
    for (int i = 0; i < N; i++) total += dev_part[i] + host_part[i];
  }
  printf("total %.2f\n", total);
  return 0;
}
