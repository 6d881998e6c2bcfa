// Data sharing on target constructs: a small coefficient array and a structure made
// firstprivate (each team's copy initialised from the host's), a private scratch array, and
// scalars referenced without clauses (firstprivate: assignments in the region do not come
// back), inside a target data region that maps the scalars too (OpenMP 4.5 §2.15.5).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 2249.000 out[7] 4.000
// | scalars kept: calls 0 last -1.0
#include <stdio.h>

typedef struct {
  double scale, shift;
} affine;

#define N 1000

int main(void) {
  double coef[4] = {1.0, 0.5, 0.25, 0.125};
  affine t = {2.0, -1.0};
  static double out[N];
  int calls = 0;
  double last = -1.0;
#pragma omp target data map(tofrom: calls, last)
  {
#pragma omp target teams distribute parallel for firstprivate(coef, t) map(from: out)
    for (int i = 0; i < N; i++) {
      double scratch[4];
      for (int k = 0; k < 4; k++) scratch[k] = coef[k] * (i % (k + 2));
      out[i] = t.scale * (scratch[0] + scratch[1] + scratch[2] + scratch[3]) + t.shift;
    }
#pragma omp target
    {
      calls = 99;
      last = 3.5;
    }
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf("sum %.3f out[7] %.3f\n", s, out[7]);
  printf("scalars kept: calls %d last %.1f\n", calls, last);
  return 0;
}
