// Orphaned worksharing loops in `declare target` functions (OpenMP 4.5 §2.7.1, §2.10.6): a
// `for` outside any parallel construct of its function binds to the parallel region the
// function is called in, so each thread of the caller's team runs its share of the iterations
// and the team waits at the loop's end unless `nowait`. Called from every thread of a `target
// parallel` region (on the GPU: the gang's threads; on the host back end a team of one
// thread), from a host parallel region (libomp's team, whose barrier ends the loop) and from
// sequential host code (a team of one thread). `for simd`, `collapse(2)`, `nowait` followed by
// a loop that reads only its own iterations, `private`, and `lastprivate` of a `declare
// target` global. Library-style routines taking pointers.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | target: bad 0 last 999
// | host team: bad 0 last 999
// | alone: 2997 bad 0
#include <stdio.h>

#define N 1000

#pragma omp declare target
int g_last;

void scale(double *a, int n, double f) {
#pragma omp for
  for (int i = 0; i < n; i++)
    a[i] *= f;
}

void bump(int *b, int n) {
  int tmp;
#pragma omp for simd private(tmp) nowait
  for (int i = 0; i < n; i++) {
    tmp = b[i] + 1;
    b[i] = tmp;
  }
  /* nowait: each thread only reads the elements it wrote (the same schedule) */
#pragma omp for lastprivate(g_last)
  for (int i = 0; i < n; i++)
    g_last = i;
}

void grid(int *m, int rows, int cols) {
#pragma omp for collapse(2)
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      m[r * cols + c] += r - c;
}
#pragma omp end declare target

int main(void) {
  static double a[N];
  static int b[N], m[20 * 30];
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 0;
  }
  for (int i = 0; i < 20 * 30; i++)
    m[i] = 0;
  g_last = -1;
#pragma omp target update to(g_last)
#pragma omp target parallel map(tofrom: a, b, m)
  {
    scale(a, N, 2.0);
    bump(b, N);
    grid(m, 20, 30);
  }
#pragma omp target update from(g_last)
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += a[i] != 2.0 * i || b[i] != 1;
  for (int r = 0; r < 20; r++)
    for (int c = 0; c < 30; c++)
      bad += m[r * 30 + c] != r - c;
  printf("target: bad %d last %d\n", bad, g_last);

  g_last = -1;
#pragma omp parallel num_threads(4)
  {
    scale(a, N, 0.5);
    bump(b, N);
    grid(m, 20, 30);
  }
  bad = 0;
  for (int i = 0; i < N; i++)
    bad += a[i] != i || b[i] != 2;
  for (int r = 0; r < 20; r++)
    for (int c = 0; c < 30; c++)
      bad += m[r * 30 + c] != 2 * (r - c);
  printf("host team: bad %d last %d\n", bad, g_last);

  scale(a, N, 3.0);
  bump(b, N);
  bad = 0;
  for (int i = 0; i < N; i++)
    bad += b[i] != 3;
  printf("alone: %.0f bad %d\n", a[N - 1], bad);
  return 0;
}
