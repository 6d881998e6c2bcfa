// Orphaned barriers and single in functions called from a parallel region, used as phases of
// a computation: each phase reads what every thread wrote in the previous one.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | total 4032.0
#include <stdio.h>
#include <omp.h>

#define N 64

static double a[N], b[N];

static void phase_fill(void) {
#pragma omp for
  for (int i = 0; i < N; i++)
    a[i] = i;
}

static void phase_shift(void) {
  int me = omp_get_thread_num(), team = omp_get_num_threads();
  for (int i = me; i < N; i += team)
    b[i] = a[(i + 1) % N] + a[(i + N - 1) % N];
#pragma omp barrier
}

static double total;

static void phase_sum(void) {
#pragma omp single
  {
    total = 0;
    for (int i = 0; i < N; i++)
      total += b[i];
  }
}

int main(void) {
#pragma omp parallel
  {
    phase_fill();
    phase_shift();
    phase_sum();
  }
  printf("total %.1f\n", total);
  return 0;
}
