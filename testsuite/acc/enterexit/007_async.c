// enter data and exit data with async(1), wait(1) before the host reads.
// expect-exit: 0
// expect-stdout:
// | enter/exit async 5120.0
#include <stdio.h>
#include <openacc.h>
#define N 2048
int main(void) {
  static float a[N];
  for (int i = 0; i < N; i++) a[i] = 1.0f;
  #pragma acc enter data copyin(a) async(1)
  #pragma acc parallel loop present(a) async(1)
  for (int i = 0; i < N; i++) a[i] += (float)(i % 4);
  #pragma acc exit data copyout(a) async(1)
  #pragma acc wait(1)
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("enter/exit async %.1f\n", s);
  return s != N + 1.5 * N;
}
