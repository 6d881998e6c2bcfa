// untied and mergeable tasks (§2.9.1) compute what tied ones do: a parallel sum of array
// blocks, each block a task, partial sums combined with atomic updates.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | count 10000 total 39987.0 expected 39987.0
#include <stdio.h>
#include <omp.h>

#define N 10000
#define B 250

int main(void) {
  static double a[N];
  for (int i = 0; i < N; i++)
    a[i] = (i % 17) * 0.5;
  double total = 0;
  long count = 0;
#pragma omp parallel
#pragma omp single
  for (int start = 0; start < N; start += B) {
    if ((start / B) % 2) {
#pragma omp task untied
      {
        double s = 0;
        for (int i = start; i < start + B; i++)
          s += a[i];
#pragma omp atomic
        total += s;
#pragma omp atomic
        count += B;
      }
    } else {
#pragma omp task mergeable
      {
        double s = 0;
        for (int i = start; i < start + B; i++)
          s += a[i];
#pragma omp atomic
        total += s;
#pragma omp atomic
        count += B;
      }
    }
  }
  double expect = 0;
  for (int i = 0; i < N; i++)
    expect += a[i];
  printf("count %ld total %.1f expected %.1f\n", count, total, expect);
  return 0;
}
