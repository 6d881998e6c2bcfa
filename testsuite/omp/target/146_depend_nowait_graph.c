// Target tasks with `depend` and `nowait` (OpenMP 4.5 §2.10.4, §2.13.9): a diamond of
// target regions (one producer, two consumers of its output writing separate arrays, a
// joiner reading both), a chain of inout updates on one array that must run in order, host
// tasks depending on the target tasks' results, and `taskwait` before the host reads. The
// results are the same whatever order independent tasks run in.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | diamond: 655360.0
// | chain: 16384.0
// | host task saw: 655360.0
#include <stdio.h>

#define N 1024

int main(void) {
  static double a[N], b[N], c[N], d[N];
  double total = 0, seen = 0;
#pragma omp parallel
#pragma omp single
  {
#pragma omp target map(from: a) depend(out: a) nowait
    for (int i = 0; i < N; i++) a[i] = i % 2 + 1;
#pragma omp target map(to: a) map(from: b) depend(in: a) depend(out: b) nowait
    for (int i = 0; i < N; i++) b[i] = 2 * a[i];
#pragma omp target map(to: a) map(from: c) depend(in: a) depend(out: c) nowait
    for (int i = 0; i < N; i++) c[i] = 4 * a[i];
#pragma omp target map(to: b, c) map(from: d) depend(in: b, c) depend(out: d) nowait
    for (int i = 0; i < N; i++) d[i] = b[i] * c[i] * 128;
#pragma omp task depend(in: d) shared(seen, d)
    {
      double s = 0;
      for (int i = 0; i < N; i++) s += d[i];
      seen = s / 4;
    }
#pragma omp taskwait
    for (int i = 0; i < N; i++) total += d[i];
  }
  printf("diamond: %.1f\n", total / 4);
  static double e[N];
  for (int i = 0; i < N; i++) e[i] = 1;
  for (int k = 0; k < 3; k++) {
#pragma omp target map(tofrom: e) depend(inout: e) nowait
    for (int i = 0; i < N; i++) e[i] = e[i] * 2 + 1;
  }
#pragma omp taskwait
  double s = 0;
  for (int i = 0; i < N; i++) s += e[i];
  printf("chain: %.1f\n", s + 1024);
  printf("host task saw: %.1f\n", seen);
  return 0;
}
