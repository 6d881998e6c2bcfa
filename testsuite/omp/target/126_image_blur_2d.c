// Application style: a 3x3 box blur of an image stored row-major in a flat array, two passes
// ping-ponging between buffers inside target data, with clamped borders, collapse(2), and a
// checksum reduced on the device; the image is passed with its width and height.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | before 999.0 after 999.00 centre 5.000 corner 0.000
#include <stdio.h>
#include <stdlib.h>

static void blur(const float *in, float *out, int w, int h) {
#pragma omp target teams distribute parallel for collapse(2)
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      float s = 0.0f;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
          int yy = y + dy < 0 ? 0 : y + dy >= h ? h - 1 : y + dy;
          int xx = x + dx < 0 ? 0 : x + dx >= w ? w - 1 : x + dx;
          s += in[yy * w + xx];
        }
      out[y * w + x] = s / 9.0f;
    }
}

static double checksum(const float *img, int n) {
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < n; i++) s += img[i];
  return s;
}

int main(void) {
  int w = 64, h = 48, n = w * h;
  float *a = malloc(n * sizeof(float)), *b = malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) a[i] = (i % w == w / 2 || i / w == h / 2) ? 9.0f : 0.0f;
  double before, after;
#pragma omp target data map(tofrom: a[0:n]) map(alloc: b[0:n])
  {
    before = checksum(a, n);
    blur(a, b, w, h);
    blur(b, a, w, h);
    after = checksum(a, n);
  }
  printf("before %.1f after %.2f centre %.3f corner %.3f\n", before, after, a[(h / 2) * w + w / 2],
         a[0]);
  free(a);
  free(b);
  return 0;
}
