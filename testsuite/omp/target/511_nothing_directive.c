// The `nothing` directive (OpenMP 5.1 §2.5.2): no effect wherever it stands in a block — as
// the first line of a loop body, inside a target region and a parallel region — and as a
// metadirective's variant. oxacc refused it ("not supported yet").
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | s 8 t 10 u 4
#include <stdio.h>

static int sum_to(const int *a, int n) {
  int t = 0;
#pragma omp target map(to: a[0:n]) map(tofrom: t)
  {
#pragma omp nothing
    for (int i = 0; i < n; i++) {
#pragma omp nothing
      t += a[i];
    }
  }
  return t;
}

int main(void) {
  int s = 0, u = 0;
  int a[4] = {1, 2, 3, 4};
#pragma omp nothing
  for (int i = 0; i < 4; i++) {
#pragma omp nothing
    s += i;
  }
  s += 1;
#pragma omp metadirective default(nothing)
  { s++; }
#pragma omp parallel num_threads(4) reduction(+: u)
  {
#pragma omp nothing
    u = 1;
  }
  printf("s %d t %d u %d\n", s, sum_to(a, 4), u);
  return 0;
}
