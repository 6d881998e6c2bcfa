// Target regions launched from host threads and tasks (OpenMP 4.5 §2.10.4: a target construct is a task of the encountering thread): every thread of a parallel region runs its own target region on its own slice, target regions inside explicit tasks, and in a parallel for over blocks.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | parallel for of targets: 16010000
// | 0 55 210 465 820 1275 1830 2485 
#include <omp.h>
#include <stdio.h>

#define N 4000
#define B 8

int main(void) {
  static double a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp parallel for
  for (int blk = 0; blk < B; blk++) {
    int lo = blk * (N / B), len = N / B;
#pragma omp target teams distribute parallel for map(tofrom: a[lo:len])
    for (int i = lo; i < lo + len; i++) a[i] = a[i] * 2 + blk;
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("parallel for of targets: %.0f\n", s);
  int results[B] = {0};
#pragma omp parallel
#pragma omp single
  for (int t = 0; t < B; t++) {
#pragma omp task firstprivate(t) shared(results)
    {
      int r = 0;
#pragma omp target map(tofrom: r)
      for (int i = 0; i <= t * 10; i++) r += i;
      results[t] = r;
    }
  }
  for (int t = 0; t < B; t++) printf("%d ", results[t]);
  printf("\n");
  return 0;
}
