// The OpenMP 5.0 loop construct outside target regions (5.0 §2.9.5): bound to the parallel
// region it is closely nested in (or combined with), the team's threads share its iterations
// (with reduction); with bind(thread) the encountering thread runs them all (with collapse).
// oxacc refused it ("OpenMP 'loop' is not supported yet"); expectation from gcc.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | parallel-bound: 9900
// | parallel loop: 9900
// | thread-bound: 2025
#include <stdio.h>
#include <omp.h>

static int sum_loop(const int *a, int n) {
  int t = 0;
#pragma omp parallel loop num_threads(3) reduction(+ : t)
  for (int i = 0; i < n; i++)
    t += a[i];
  return t;
}

int main(void) {
  int a[100], s = 0, b[10][10], t = 0;
#pragma omp parallel num_threads(4) shared(a, s)
  {
#pragma omp loop reduction(+ : s)
    for (int x = 0; x < 100; x++) {
      a[x] = 2 * x;
      s += a[x];
    }
  }
  printf("parallel-bound: %d\n", s);
  printf("parallel loop: %d\n", sum_loop(a, 100));
#pragma omp loop bind(thread) collapse(2)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      b[i][j] = i * j;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      t += b[i][j];
  printf("thread-bound: %d\n", t);
  return 0;
}
