// parallel loop with launch, data, partitioning, private and reduction clauses together.
// expect-exit: 0
// expect-stdout:
// | parallel loop all clauses sum 6141.0 max 8
#include <stdio.h>
#include <openacc.h>
#define R 64
#define C 48
int main(void) {
  static double a[R][C];
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) a[i][j] = (i + 2 * j) % 9;
  double s = 0, t;
  int mx = 0;
  #pragma acc parallel loop num_gangs(8) num_workers(2) vector_length(32) gang worker vector \
      collapse(2) private(t) reduction(+:s) reduction(max:mx) copyin(a)
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) {
      t = a[i][j] * 0.5;
      s += t;
      mx = (int)a[i][j] > mx ? (int)a[i][j] : mx;
    }
  double e = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) e += a[i][j] * 0.5;
  printf("parallel loop all clauses sum %.1f max %d\n", s, mx);
  return !(s == e && mx == 8);
}
