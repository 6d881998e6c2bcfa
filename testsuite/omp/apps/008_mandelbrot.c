// Mandelbrot set with schedule(dynamic) over rows of very uneven cost (collapse over the
// pixel grid in a second pass with guided); the total iteration count is reduced.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | total iterations 1065510, points inside 2039
#include <stdio.h>
#include <omp.h>

#define W 120
#define H 80
#define MAXIT 500

static int escape(double cr, double ci) {
  double zr = 0, zi = 0;
  int k = 0;
  while (k < MAXIT && zr * zr + zi * zi <= 4.0) {
    double t = zr * zr - zi * zi + cr;
    zi = 2 * zr * zi + ci;
    zr = t;
    k++;
  }
  return k;
}

int main(void) {
  static int img[H][W];
  long total = 0;
#pragma omp parallel for schedule(dynamic) reduction(+:total)
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      img[y][x] = escape(-2.0 + 3.0 * x / W, -1.2 + 2.4 * y / H);
      total += img[y][x];
    }
  int inside = 0;
#pragma omp parallel for collapse(2) schedule(guided) reduction(+:inside)
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      inside += img[y][x] == MAXIT;
  printf("total iterations %ld, points inside %d\n", total, inside);
  return 0;
}
