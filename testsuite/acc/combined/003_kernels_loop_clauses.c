// kernels loop with independent, collapse(2), private, reduction and data clauses.
// expect-exit: 0
// expect-stdout:
// | kernels loop clauses sum 10800.0 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 30
#define C 40
int main(void) {
  static float a[R][C], b[R][C];
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) a[i][j] = (float)((i * 3 + j) % 10);
  float t;
  double s = 0;
  #pragma acc kernels loop independent collapse(2) private(t) reduction(+:s) copyin(a) copyout(b)
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) {
      t = a[i][j] * 2.0f;
      b[i][j] = t + 1.0f;
      s += t;
    }
  double e = 0;
  int bad = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) { e += a[i][j] * 2.0f; bad += b[i][j] != a[i][j] * 2.0f + 1.0f; }
  printf("kernels loop clauses sum %.1f bad %d\n", s, bad);
  return !(s == e && bad == 0);
}
