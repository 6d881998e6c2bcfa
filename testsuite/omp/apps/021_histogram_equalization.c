// Histogram equalization of a generated 8-bit image: a histogram with an array reduction,
// the cumulative distribution serially, then the remapping in parallel.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | quartiles 14964 14667 15313 15056
#include <stdio.h>
#include <omp.h>

#define H 200
#define W 300

static unsigned char img[H][W], out[H][W];

int main(void) {
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      img[y][x] = (unsigned char)(60 + ((x * 3 + y * 5) % 90) + ((x * y) % 7));
  long hist[256] = {0};
#pragma omp parallel for reduction(+: hist) collapse(2)
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      hist[img[y][x]]++;
  long cdf[256], acc = 0, cmin = -1;
  for (int k = 0; k < 256; k++) {
    acc += hist[k];
    cdf[k] = acc;
    if (cmin < 0 && hist[k])
      cmin = acc;
  }
  unsigned char map[256];
  for (int k = 0; k < 256; k++)
    map[k] = (unsigned char)(cdf[k] <= cmin ? 0 : ((cdf[k] - cmin) * 255) / (H * W - cmin));
#pragma omp parallel for
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      out[y][x] = map[img[y][x]];
  long outhist[4] = {0};
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      outhist[out[y][x] >> 6]++;
  printf("quartiles %ld %ld %ld %ld\n", outhist[0], outhist[1], outhist[2], outhist[3]);
  return 0;
}
