// `safelen(k)` on a device `simd` loop (OpenMP 4.5 §2.8.1): iterations fewer than k apart
// may depend on each other (OpenMP_VV test_target_simd_safelen). A running sum (distance 1),
// a stride-4 and a stride-2 recurrence: `target simd`, `simd` in a target region, and
// `distribute simd` in a league of one team.
// On the GPU the `distribute simd safelen(2)` loop must not run on the lanes of its team: its
// kernel runs one thread per gang, which runs the team's iterations in order.
// args: -fopenmp
// remark: kernel main.acc.2 runs one thread per gang on the GPU: no loop whose iterations the threads of a gang can share
// expect-exit: 0
// expect-stdout:
// | a[N-1] 3067 sum 1570304, b[N-1] 513 sum 262656, c[9] 26 sum 515626642
#include <stdio.h>

#define N 1024

int main(void) {
  long a[N], b[N], c[N];
  for (int i = 0; i < N; i++) {
    a[i] = i % 7;
    b[i] = i % 5;
    c[i] = i % 3;
  }
#pragma omp target simd safelen(1) map(tofrom: a)
  for (int i = 1; i < N; i++)
    a[i] += a[i - 1];
#pragma omp target map(tofrom: b)
  {
#pragma omp simd safelen(4)
    for (int i = 4; i < N; i++)
      b[i] += b[i - 4];
  }
#pragma omp target teams num_teams(1) map(tofrom: c)
#pragma omp distribute simd safelen(2)
  for (int i = 2; i < N; i++)
    c[i] = (c[i] + 2 * c[i - 2]) % 1000003;
  long sa = 0, sb = 0, sc = 0;
  for (int i = 0; i < N; i++) {
    sa += a[i];
    sb += b[i];
    sc += c[i];
  }
  printf("a[N-1] %ld sum %ld, b[N-1] %ld sum %ld, c[9] %ld sum %ld\n", a[N - 1], sa,
         b[N - 1], sb, c[9], sc);
  return 0;
}
