// private array on a gang loop used only in inner seq loops, and a private scalar on a gang vector loop.
// expect-exit: 0
// expect-stdout:
// | private arrays sum 420837604 bad 0
#include <stdio.h>
#include <openacc.h>
#define R 503
#define K 16
#define N 100003
static int out[R], y[N];
int main(void) {
  int tmp[K];
  int t;
  #pragma acc parallel loop gang private(tmp) copyout(out)
  for (int i = 0; i < R; i++) {
    #pragma acc loop seq
    for (int k = 0; k < K; k++) tmp[k] = i * k + 1;
    int s = 0;
    #pragma acc loop seq
    for (int k = 0; k < K; k++) s += tmp[K - 1 - k] * (k + 1);
    out[i] = s;
  }
  #pragma acc parallel loop gang vector private(t) copyout(y)
  for (int i = 0; i < N; i++) {
    t = i % 101;
    t = t * t + 3;
    y[i] = t - (i & 7);
  }
  int bad = 0;
  long sum = 0;
  for (int i = 0; i < R; i++) {
    int e = 0;
    for (int k = 0; k < K; k++) e += (i * (K - 1 - k) + 1) * (k + 1);
    bad += out[i] != e;
    sum += out[i];
  }
  for (int i = 0; i < N; i++) {
    int e = (i % 101) * (i % 101) + 3 - (i & 7);
    bad += y[i] != e;
    sum += y[i];
  }
  printf("private arrays sum %ld bad %d\n", sum, bad);
  return bad != 0;
}
