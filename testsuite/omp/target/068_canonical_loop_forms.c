// Canonical loop forms in device loops (OpenMP 4.5 §2.6): <=, >, >= and != tests, steps other than one, unsigned and long long loop variables, bounds from structure members and function results, and loops that run no iteration.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | weighted 21551 cnt 17 big 4950 none 0 s 570
#include <stdio.h>

struct range { int lo, hi, step; };

static int upper(int n) { return n * 2; }

int main(void) {
  int a[200];
  for (int i = 0; i < 200; i++) a[i] = 0;
  struct range r = {10, 90, 4};
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = r.lo; i <= r.hi; i += r.step) a[i] += 1;
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 199; i > 150; i--) a[i] += 2;
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 149; i >= 100; i -= 7) a[i] += 3;
#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i != 10; i++) a[i] += 4;
  unsigned cnt = 0;
#pragma omp target teams distribute parallel for reduction(+: cnt) map(to: a)
  for (unsigned u = 3u; u < 200u; u += 5u) cnt += a[u] != 0;
  long long big = 0;
#pragma omp target teams distribute parallel for reduction(+: big)
  for (long long k = 4000000000LL; k < 4000000100LL; k++) big += k - 4000000000LL;
  int none = 0;
#pragma omp target teams distribute parallel for reduction(+: none)
  for (int i = 50; i < 10; i++) none++;
  int lim = upper(30);
  int s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < lim; i += 3) s += i;
  long sum = 0;
  for (int i = 0; i < 200; i++) sum += a[i] * (i + 1);
  printf("weighted %ld cnt %u big %lld none %d s %d\n", sum, cnt, big, none, s);
  return 0;
}
