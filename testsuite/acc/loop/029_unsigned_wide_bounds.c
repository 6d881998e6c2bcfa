// Unsigned loop variables whose bounds do not fit the signed type of the same width: the
// trip count must be computed from the unsigned values (OpenACC 3.3 §2.9; C17 §6.3.1.3).
// expect-from: hand (gcc 12 -fopenacc runs 0 iterations of the first loop: its trip count is
//   computed as signed; the serial build of this file prints the line below)
// expect-exit: 0
// expect-stdout:
// | up 7998000 down 1000 bytes 19900
#include <stdio.h>
#define STEP 1000000u
int main(void) {
  long long up = 0, down = 0, bytes = 0;
  #pragma acc parallel loop reduction(+:up)
  for (unsigned i = 0; i < 4000000000u; i += STEP)
    up += i / STEP;
  #pragma acc parallel loop reduction(+:down)
  for (unsigned i = 4000000000u; i > 3000000000u; i -= STEP)
    down += 1;
  #pragma acc parallel loop reduction(+:bytes)
  for (unsigned char c = 0; c < 200; c++)
    bytes += c;
  long long e_up = 0, e_down = 0, e_bytes = 0;
  for (unsigned i = 0; i < 4000000000u; i += STEP) e_up += i / STEP;
  for (unsigned i = 4000000000u; i > 3000000000u; i -= STEP) e_down += 1;
  for (unsigned char c = 0; c < 200; c++) e_bytes += c;
  printf("up %lld down %lld bytes %lld\n", up, down, bytes);
  return !(up == e_up && down == e_down && bytes == e_bytes);
}
