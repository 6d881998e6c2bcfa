// A 3x3 box blur of a generated image in tiles, one task per tile, then a histogram with
// per-thread counts merged atomically; integer arithmetic, exact results.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 946 3973 11177 23191 22269 10657 3870 717
// | checksum 2709216112
#include <stdio.h>
#include <omp.h>

#define H 240
#define W 320
#define TILE 40

static unsigned char in[H][W], out[H][W];

int main(void) {
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      in[y][x] = (unsigned char)((x * x + y * 3 + (x ^ y)) & 255);
#pragma omp parallel
#pragma omp single
  for (int ty = 0; ty < H; ty += TILE)
    for (int tx = 0; tx < W; tx += TILE) {
#pragma omp task
      for (int y = ty; y < ty + TILE; y++)
        for (int x = tx; x < tx + TILE; x++) {
          int s = 0, n = 0;
          for (int dy = -1; dy <= 1; dy++)
            for (int dx = -1; dx <= 1; dx++) {
              int yy = y + dy, xx = x + dx;
              if (yy >= 0 && yy < H && xx >= 0 && xx < W) {
                s += in[yy][xx];
                n++;
              }
            }
          out[y][x] = (unsigned char)(s / n);
        }
    }
  long hist[8] = {0};
#pragma omp parallel
  {
    long mine[8] = {0};
#pragma omp for nowait
    for (int y = 0; y < H; y++)
      for (int x = 0; x < W; x++)
        mine[out[y][x] >> 5]++;
    for (int b = 0; b < 8; b++) {
#pragma omp atomic
      hist[b] += mine[b];
    }
  }
  for (int b = 0; b < 8; b++)
    printf("%ld%c", hist[b], b < 7 ? ' ' : '\n');
  long cs = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      cs += out[y][x] * (long)(x + y);
  printf("checksum %ld\n", cs);
  return 0;
}
