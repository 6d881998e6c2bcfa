// num_gangs(7): few gangs, each covering many iterations, 1-D gang vector and a gang loop with an inner vector loop.
// expect-exit: 0
// expect-stdout:
// | num_gangs(7) sum 10076520 total 150006 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100003
#define R 500
#define C 77
int main(void) {
  static int y[N];
  static short m[R][C];
  int total = 0;
  #pragma acc parallel loop gang vector num_gangs(7) copyout(y)
  for (int i = 0; i < N; i++) y[i] = i % 7 + i / 1000;
  #pragma acc parallel loop gang num_gangs(7) vector_length(32) copyout(m)
  for (int i = 0; i < R; i++) {
    #pragma acc loop vector
    for (int j = 0; j < C; j++) m[i][j] = (short)((i ^ j) & 255);
  }
  #pragma acc parallel loop gang vector num_gangs(7) reduction(+:total) copyin(y)
  for (int i = 0; i < N; i++) total += y[i] & 3;
  int bad = 0, e = 0;
  long s = 0;
  for (int i = 0; i < N; i++) { bad += y[i] != i % 7 + i / 1000; s += y[i]; e += y[i] & 3; }
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) { bad += m[i][j] != ((i ^ j) & 255); s += m[i][j]; }
  bad += total != e;
  printf("num_gangs(7) sum %ld total %d bad %d\n", s, total, bad);
  return bad != 0;
}
