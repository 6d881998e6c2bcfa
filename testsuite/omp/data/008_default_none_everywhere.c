// default(none) on parallel, parallel for and task with every variable listed; constants
// of const-qualified type and loop variables need no listing.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | total 3682
#include <stdio.h>
#include <omp.h>

int main(void) {
  const int n = 50;
  int a[50];
  long total = 0;
  int scale = 3;
#pragma omp parallel for default(none) shared(a, n) firstprivate(scale)
  for (int i = 0; i < n; i++)
    a[i] = i * scale;
#pragma omp parallel default(none) shared(a, total, n)
  {
#pragma omp for reduction(+: total)
    for (int i = 0; i < n; i++)
      total += a[i];
#pragma omp single
    {
      int extra = 7;
#pragma omp task default(none) shared(total) firstprivate(extra)
      {
#pragma omp atomic
        total += extra;
      }
    }
  }
  printf("total %ld\n", total);
  return 0;
}
