// vector_length(50), not a multiple of the warp size: 1-D gang vector loop and a per-row vector loop.
// expect-exit: 0
// expect-stdout:
// | vector_length(50) sum 493026485 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100003
#define R 97
#define C 211
int main(void) {
  static long x[N];
  static int m[R][C];
  static int rs[R];
  #pragma acc parallel loop gang vector vector_length(50) copyout(x)
  for (int i = 0; i < N; i++) x[i] = (long)i * i % 10007;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) m[i][j] = (i + 3 * j) % 19;
  #pragma acc parallel loop gang vector_length(50) copyin(m) copyout(rs)
  for (int i = 0; i < R; i++) {
    int s = 0;
    #pragma acc loop vector reduction(+:s)
    for (int j = 0; j < C; j++) s += m[i][j];
    rs[i] = s;
  }
  int bad = 0;
  long s = 0;
  for (int i = 0; i < N; i++) { bad += x[i] != (long)i * i % 10007; s += x[i]; }
  for (int i = 0; i < R; i++) {
    int e = 0;
    for (int j = 0; j < C; j++) e += m[i][j];
    bad += rs[i] != e;
    s += rs[i];
  }
  printf("vector_length(50) sum %ld bad %d\n", s, bad);
  return bad != 0;
}
