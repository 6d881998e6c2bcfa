// atomic update on float: every C form (x++, ++x, x--, --x, x op= e, x = x op e, x = e op x), from all iterations.
// expect-exit: 0
// expect-stdout:
// | atomic update float: 256.0 256.0 768.0 768.0 512.0 256.0 1280.0 1792.0 768.0 1024.0 32.0 64.0 256.0 512.0
#include <stdio.h>
#include <openacc.h>
#define N 256
int main(void) {
  float x0 = 0, x1 = 0, x2 = 4 * N, x3 = 4 * N, x4 = 0, x5 = 4 * N, x6 = 0, x7 = 0, x8 = 4 * N, x9 = 1, x10 = 1, x11 = 1, x12 = 4096, x13 = 4096;
  #pragma acc parallel loop copy(x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13)
  for (int i = 0; i < N; i++) {
    #pragma acc atomic update
    x0++;
    #pragma acc atomic update
    ++x1;
    #pragma acc atomic update
    x2--;
    #pragma acc atomic update
    --x3;
    #pragma acc atomic update
    x4 += 2;
    #pragma acc atomic update
    x5 -= 3;
    #pragma acc atomic update
    x6 = x6 + 5;
    #pragma acc atomic update
    x7 = 7 + x7;
    #pragma acc atomic update
    x8 = x8 - 1;
    if (i < 10) {
      #pragma acc atomic update
      x9 *= 2;
    }
    if (i < 5) {
      #pragma acc atomic update
      x10 = x10 * 2;
    }
    if (i < 6) {
      #pragma acc atomic update
      x11 = 2 * x11;
    }
    if (i < 4) {
      #pragma acc atomic update
      x12 /= 2;
    }
    if (i < 3) {
      #pragma acc atomic update
      x13 = x13 / 2;
    }
  }
  float got[14] = {x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13};
  float want[14] = {N, N, 4 * N - N, 4 * N - N, 2 * N, 4 * N - 3 * N, 5 * N, 7 * N, 4 * N - N, 1024, 32, 64, 256, 512};
  int bad = 0;
  printf("atomic update float:");
  for (int k = 0; k < 14; k++) { printf(" %.1f", got[k]); bad += got[k] != want[k]; }
  printf("\n");
  return bad != 0;
}
