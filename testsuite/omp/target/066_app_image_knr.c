// Application: 2-D image processing on the device, K&R style with no prototypes: a 3x3 blur and a Sobel edge magnitude with the image kept on the device between the two passes, clamped borders, and an integer checksum.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | edges: sum 787658 max 576 mag[10][10] 12
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define W 64
#define H 48

static void blur(in, out, w, h)
unsigned char *in, *out;
int w, h;
{
#pragma omp target teams distribute parallel for collapse(2)
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int s = 0;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
          int yy = y + dy < 0 ? 0 : (y + dy >= h ? h - 1 : y + dy);
          int xx = x + dx < 0 ? 0 : (x + dx >= w ? w - 1 : x + dx);
          s += in[yy * w + xx];
        }
      out[y * w + x] = (unsigned char)(s / 9);
    }
}

static void sobel(in, mag, w, h)
unsigned char *in;
int *mag;
int w, h;
{
#pragma omp target teams distribute parallel for collapse(2)
  for (int y = 1; y < h - 1; y++)
    for (int x = 1; x < w - 1; x++) {
      int gx = -in[(y - 1) * w + x - 1] - 2 * in[y * w + x - 1] - in[(y + 1) * w + x - 1] +
               in[(y - 1) * w + x + 1] + 2 * in[y * w + x + 1] + in[(y + 1) * w + x + 1];
      int gy = -in[(y - 1) * w + x - 1] - 2 * in[(y - 1) * w + x] - in[(y - 1) * w + x + 1] +
               in[(y + 1) * w + x - 1] + 2 * in[(y + 1) * w + x] + in[(y + 1) * w + x + 1];
      mag[y * w + x] = (int)sqrt((double)(gx * gx + gy * gy));
    }
}

int main() {
  int n = W * H;
  unsigned char *img = malloc(n), *tmp = malloc(n);
  int *mag = calloc(n, sizeof(int));
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) img[y * W + x] = (unsigned char)(((x / 8 + y / 8) % 2) * 200 + (x * y) % 37);
#pragma omp target data map(to: img[0:n]) map(alloc: tmp[0:n]) map(tofrom: mag[0:n])
  {
    blur(img, tmp, W, H);
    sobel(tmp, mag, W, H);
  }
  long sum = 0;
  int mx = 0;
  for (int i = 0; i < n; i++) { sum += mag[i]; if (mag[i] > mx) mx = mag[i]; }
  printf("edges: sum %ld max %d mag[10][10] %d\n", sum, mx, mag[10 * W + 10]);
  free(img); free(tmp); free(mag);
  return 0;
}
