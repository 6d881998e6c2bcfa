// collapse(3) gang vector over 37x41x29 (non-multiple-of-32 trip counts) writing every element, then a collapse(3) sum and max reduction.
// expect-exit: 0
// expect-stdout:
// | collapse3 sum 19929907 max 96 bad 0
#include <stdio.h>
#include <openacc.h>
#define A 37
#define B 41
#define C 29
static int v[A][B][C];
int main(void) {
  for (int i = 0; i < A; i++) for (int j = 0; j < B; j++) for (int k = 0; k < C; k++) v[i][j][k] = -1;
  #pragma acc parallel loop gang vector collapse(3) copy(v)
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int k = 0; k < C; k++) v[i][j][k] = i * 10000 + j * 100 + k;
  long s = 5;
  int mx = 0;
  #pragma acc parallel loop gang vector collapse(3) copyin(v) reduction(+:s) reduction(max:mx)
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int k = 0; k < C; k++) {
        s += v[i][j][k] % 1000;
        int t = (i * 7 + j * 5 + k * 3) % 97;
        mx = t > mx ? t : mx;
      }
  int bad = 0, emx = 0;
  long es = 5;
  for (int i = 0; i < A; i++)
    for (int j = 0; j < B; j++)
      for (int k = 0; k < C; k++) {
        bad += v[i][j][k] != i * 10000 + j * 100 + k;
        es += (i * 10000 + j * 100 + k) % 1000;
        int t = (i * 7 + j * 5 + k * 3) % 97;
        if (t > emx) emx = t;
      }
  bad += (s != es) + (mx != emx);
  printf("collapse3 sum %ld max %d bad %d\n", s, mx, bad);
  return bad != 0;
}
