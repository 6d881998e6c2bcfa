// firstprivate of large aggregates on device constructs (OpenMP 4.5 §2.15.3.4): a 1000-element table and a structure with an array member copied into each team, read by every iteration, modified per team without affecting the host's.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | out[0]=1.000000 out[500]=0.156250 out[999]=-0.249749
// | inside 42.999, host table[0]=0.000
#include <stdio.h>

#define M 1000

struct poly { int deg; double c[8]; };

int main(void) {
  double table[M];
  for (int i = 0; i < M; i++) table[i] = i * 0.001;
  struct poly p = {3, {1, -2, 0.5, 0.25}};
  double out[M];
#pragma omp target teams distribute parallel for firstprivate(table, p) map(from: out)
  for (int i = 0; i < M; i++) {
    double x = table[i], y = 0;
    for (int k = p.deg; k >= 0; k--) y = y * x + p.c[k];
    out[i] = y;
  }
  printf("out[0]=%.6f out[500]=%.6f out[999]=%.6f\n", out[0], out[500], out[999]);
#pragma omp target firstprivate(table) map(from: out)
  {
    table[0] = 42;
    out[0] = table[0] + table[999];
  }
  printf("inside %.3f, host table[0]=%.3f\n", out[0], table[0]);
  return 0;
}
