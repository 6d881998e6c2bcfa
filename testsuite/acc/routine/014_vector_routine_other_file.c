// A vector routine defined in another translation unit (docs/gpu.md "Device code across
// files", decision 51): this file's region calls the routine's exported one-thread version
// (its loops run in one thread of the gang; -Minfo=accel says so), while the helper's own
// region calls it from every thread of the gang.
// link-with-acc: helpers/vsum.c
// expect-from: hand (gcc -fopenacc also needs the helper compiled for its offload target)
// expect-exit: 0
// expect-stdout:
// | other file: wrong 0
// | same file as the routine: total 6500.0
#include <stdio.h>
#define R 50
#define C 130
#pragma acc routine vector
double vsum(const double *x, int n);
double vsum_rows(const double *a, int rows, int n, double *out);
static double a[R][C], out[R], out2[R];
int main(void) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) a[i][j] = j % 2;
  #pragma acc parallel loop gang copyin(a) copyout(out)
  for (int i = 0; i < R; i++) out[i] = vsum(a[i], C);
  int wrong = 0;
  for (int i = 0; i < R; i++) wrong += out[i] != C / 2;
  printf("other file: wrong %d\n", wrong);
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) a[i][j] = 1;
  printf("same file as the routine: total %.1f\n", vsum_rows(&a[0][0], R, C, out2));
  return 0;
}
