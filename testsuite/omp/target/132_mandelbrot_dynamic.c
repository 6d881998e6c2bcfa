// Application style: a Mandelbrot set with an irregular amount of work per point, computed by
// target teams distribute parallel for collapse(2) with schedule(dynamic) (a hint on the
// device) into an iteration-count image, then a histogram of the counts on the host.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | inside between 1400 and 1800: yes, total iterations between 300000 and 400000: yes, img[32][48] 200
#include <stdio.h>

#define W 96
#define H 64
#define MAXIT 200

static int img[H][W];

int main(void) {
#pragma omp target teams distribute parallel for collapse(2) schedule(dynamic) map(from: img)
  for (int py = 0; py < H; py++)
    for (int px = 0; px < W; px++) {
      double cx = -2.0 + 3.0 * px / W, cy = -1.0 + 2.0 * py / H;
      double zx = 0, zy = 0;
      int it = 0;
      while (it < MAXIT && zx * zx + zy * zy <= 4.0) {
        double t = zx * zx - zy * zy + cx;
        zy = 2.0 * zx * zy + cy;
        zx = t;
        it++;
      }
      img[py][px] = it;
    }
  long inside = 0, total = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      inside += img[y][x] == MAXIT;
      total += img[y][x];
    }
  // Points near the boundary may take a different number of iterations where the device
  // rounds differently (contracted multiply-adds): only coarse counts are printed.
  printf("inside between 1400 and 1800: %s, total iterations between 300000 and 400000: %s, "
         "img[32][48] %d\n",
         inside > 1400 && inside < 1800 ? "yes" : "no",
         total > 300000 && total < 400000 ? "yes" : "no", img[32][48]);
  return 0;
}
