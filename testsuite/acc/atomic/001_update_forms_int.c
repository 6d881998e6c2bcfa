// atomic update on int: every C form (x++, ++x, x--, --x, x op= e, x = x op e, x = e op x) including the bitwise and shift operators, from all iterations.
// expect-exit: 0
// expect-stdout:
// | atomic update int: 256 256 768 768 512 256 1280 1792 768 1024 32 64 256 512 65535 0 90 1048575 32767 0 6 16
#include <stdio.h>
#include <openacc.h>
#define N 256
int main(void) {
  int x0 = 0, x1 = 0, x2 = 4 * N, x3 = 4 * N, x4 = 0, x5 = 4 * N, x6 = 0, x7 = 0, x8 = 4 * N, x9 = 1, x10 = 1, x11 = 1, x12 = 4096, x13 = 4096, x14 = 0, x15 = 0xFFFF, x16 = 0x5A, x17 = 0, x18 = 0xFFFFF, x19 = 0, x20 = 3, x21 = 64;
  #pragma acc parallel loop copy(x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, x17, x18, x19, x20, x21)
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
    #pragma acc atomic
    x14 |= 1u << (i % 16);
    #pragma acc atomic
    x15 &= ~(1u << (i % 16));
    #pragma acc atomic
    x16 ^= 1u << (i % 8);
    #pragma acc atomic
    x17 = x17 | (1u << (i % 20));
    #pragma acc atomic
    x18 = (0x7FFFu) & x18;
    #pragma acc atomic
    x19 = x19 ^ (3u << (i % 4));
    #pragma acc atomic
    x20 <<= (i == 7);
    #pragma acc atomic
    x21 >>= (i == 9) * 2;
  }
  int got[22] = {x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15, x16, x17, x18, x19, x20, x21};
  int want[22] = {N, N, 4 * N - N, 4 * N - N, 2 * N, 4 * N - 3 * N, 5 * N, 7 * N, 4 * N - N, 1024, 32, 64, 256, 512, 0xFFFF, 0, 0x5A, 0xFFFFF, 0x7FFF, 0, 6, 16};
  int bad = 0;
  printf("atomic update int:");
  for (int k = 0; k < 22; k++) { printf(" %d", got[k]); bad += got[k] != want[k]; }
  printf("\n");
  return bad != 0;
}
