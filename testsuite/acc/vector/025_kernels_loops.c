// kernels regions: an independent loop, a loop with a sum reduction and a max reduction, and a nest with an inner vector-sized loop.
// expect-exit: 0
// expect-stdout:
// | kernels s 25100031 max 502 sum 50359434 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 100003
#define R 100
#define C 99
static int x[N], y[N];
static int m[R][C], rs[R];
int main(void) {
  for (int i = 0; i < N; i++) x[i] = (i * 11) % 503;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) m[i][j] = (i + 2 * j) % 13;
  long s = 7;
  int mx = -1;
  #pragma acc kernels copyin(x, m) copyout(y, rs)
  {
    #pragma acc loop independent
    for (int i = 0; i < N; i++) y[i] = 2 * x[i] + 1;
    #pragma acc loop reduction(+:s) reduction(max:mx)
    for (int i = 0; i < N; i++) { s += x[i]; mx = x[i] > mx ? x[i] : mx; }
    #pragma acc loop independent
    for (int i = 0; i < R; i++) {
      int t = 0;
      #pragma acc loop reduction(+:t)
      for (int j = 0; j < C; j++) t += m[i][j];
      rs[i] = t;
    }
  }
  int bad = 0, emx = -1;
  long es = 7, sum = 0;
  for (int i = 0; i < N; i++) {
    bad += y[i] != 2 * x[i] + 1;
    es += x[i];
    if (x[i] > emx) emx = x[i];
    sum += y[i];
  }
  for (int i = 0; i < R; i++) {
    int e = 0;
    for (int j = 0; j < C; j++) e += m[i][j];
    bad += rs[i] != e;
    sum += rs[i];
  }
  bad += (s != es) + (mx != emx);
  printf("kernels s %ld max %d sum %ld bad %d\n", s, mx, sum, bad);
  return bad != 0;
}
