// A critical section keeps a running maximum together with its location in a struct (an
// update no atomic can do), and a named critical guards a histogram of a different array.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | best 538 at (37, 12)
// | 327 332 323 325 333 318 331 329 319 62 
#include <stdio.h>
#include <omp.h>

struct best { double value; int i, j; };

int main(void) {
  enum { N = 60, M = 50 };
  static double f[N][M];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      f[i][j] = (double)((i * 31 + j * 17) % 101) - (i == 37 && j == 12 ? -500.0 : 0.0);
  struct best b = {-1e300, -1, -1};
  int hist[10] = {0};
#pragma omp parallel for collapse(2)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      double cur;
#pragma omp atomic read
      cur = b.value;
      if (f[i][j] > cur) {
#pragma omp critical(best)
        if (f[i][j] > b.value || (f[i][j] == b.value && (i < b.i || (i == b.i && j < b.j)))) {
#pragma omp atomic write
          b.value = f[i][j];
          b.i = i;
          b.j = j;
        }
      }
      int bin = (int)f[i][j] / 11;
      if (bin >= 0 && bin < 10) {
#pragma omp critical(histogram)
        hist[bin]++;
      }
    }
  printf("best %.0f at (%d, %d)\n", b.value, b.i, b.j);
  for (int k = 0; k < 10; k++) printf("%d ", hist[k]);
  printf("\n");
  return 0;
}
