// Worksharing loops with every schedule kind (static, static with chunk, dynamic, guided,
// auto, runtime) over an uneven workload: each iteration runs exactly once whatever the
// kind; the results are checked against a serial loop.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | static         ok
// | static,7       ok
// | dynamic        ok
// | dynamic,16     ok
// | guided         ok
// | guided,5       ok
// | auto           ok
// | runtime        ok
// | monotonic dyn  ok
#include <stdio.h>
#include <omp.h>

#define N 1003

static long work(int i) {
  long s = 0;
  for (int k = 0; k <= i % 37; k++) s += (long)k * i;
  return s;
}

static int check(const long *v, const char *what) {
  int bad = 0;
  for (int i = 0; i < N; i++) bad += v[i] != work(i);
  printf("%-14s %s\n", what, bad ? "WRONG" : "ok");
  return bad;
}

int main(void) {
  static long v[N];
  int bad = 0;
#pragma omp parallel
  {
#pragma omp for schedule(static)
    for (int i = 0; i < N; i++) v[i] = work(i);
  }
  bad += check(v, "static");
#pragma omp parallel for schedule(static, 7)
  for (int i = 0; i < N; i++) v[i] = work(i) + 0;
  bad += check(v, "static,7");
#pragma omp parallel for schedule(dynamic)
  for (int i = 0; i < N; i++) v[i] = work(i);
  bad += check(v, "dynamic");
#pragma omp parallel for schedule(dynamic, 16)
  for (int i = 0; i < N; i++) v[i] = work(i);
  bad += check(v, "dynamic,16");
#pragma omp parallel for schedule(guided)
  for (int i = 0; i < N; i++) v[i] = work(i);
  bad += check(v, "guided");
#pragma omp parallel for schedule(guided, 5)
  for (int i = 0; i < N; i++) v[i] = work(i);
  bad += check(v, "guided,5");
#pragma omp parallel for schedule(auto)
  for (int i = 0; i < N; i++) v[i] = work(i);
  bad += check(v, "auto");
#pragma omp parallel for schedule(runtime)
  for (int i = 0; i < N; i++) v[i] = work(i);
  bad += check(v, "runtime");
#pragma omp parallel for schedule(monotonic: dynamic, 3)
  for (int i = 0; i < N; i++) v[i] = work(i);
  bad += check(v, "monotonic dyn");
  return bad != 0;
}
