// The spec's style: target, then teams, then distribute parallel for as separate directives;
// a target region without teams runs its code once; arrays are mapped tofrom implicitly and
// scalars are firstprivate (OpenMP 4.5 §2.15.5).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | nested: 0 wrong
// | implicit: sum 115, k 7
// | once: 2
#include <stdio.h>

#define N 1000
int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
  int scale = 3;
#pragma omp target map(to: a) map(from: b)
  {
#pragma omp teams num_teams(8) thread_limit(64)
    {
#pragma omp distribute parallel for
      for (int i = 0; i < N; i++)
        b[i] = scale * a[i];
    }
  }
  int bad = 0;
  for (int i = 0; i < N; i++) if (b[i] != 3 * i) bad++;
  printf("nested: %d wrong\n", bad);

  // Implicit rules: c is an array (tofrom), k a scalar (firstprivate: the host copy keeps 7).
  int c[10], k = 7;
  for (int i = 0; i < 10; i++) c[i] = i;
#pragma omp target
  {
    for (int i = 0; i < 10; i++) c[i] += k;
    k = 100;
  }
  int s = 0;
  for (int i = 0; i < 10; i++) s += c[i];
  printf("implicit: sum %d, k %d\n", s, k);

  // Code of a target region outside teams runs once.
  int count = 0;
#pragma omp target map(tofrom: count)
  {
    count++;
    count++;
  }
  printf("once: %d\n", count);
  return bad != 0;
}
