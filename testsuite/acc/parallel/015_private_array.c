// private array on a gang loop: each gang fills and uses its own scratch array.
// expect-exit: 0
// expect-stdout:
// | private array total 6000128 bad 0
#include <stdio.h>
#include <openacc.h>
#define N 128
#define W 8
int main(void) {
  int out[N];
  int tmp[W];
  #pragma acc parallel loop gang private(tmp) copyout(out)
  for (int i = 0; i < N; i++) {
    #pragma acc loop seq
    for (int k = 0; k < W; k++) tmp[k] = i + k;
    int s = 0;
    #pragma acc loop seq
    for (int k = 0; k < W; k++) s += tmp[k] * tmp[k];
    out[i] = s;
  }
  int bad = 0;
  long tot = 0;
  for (int i = 0; i < N; i++) {
    int s = 0;
    for (int k = 0; k < W; k++) s += (i + k) * (i + k);
    bad += out[i] != s;
    tot += out[i];
  }
  printf("private array total %ld bad %d\n", tot, bad);
  return bad != 0;
}
