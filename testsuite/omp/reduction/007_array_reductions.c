// Reductions on whole arrays (one private array per thread at the identity, combined
// element by element): a histogram, a product per column, a 2-D array, and max over an
// array of doubles.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 250 250 250 250 250 250 250 250 250 250 250 250 250 250 250 250
// | prod 1.50 2.50 3.50 4.50
// | grid row 0: 532665 534267 531867 533466 535068
// | grid row 1: 531335 532932 534534 532133 533733
// | grid row 2: 534000 531601 533199 534801 532399
// | best 9.00 8.00 7.00
#include <stdio.h>
#include <omp.h>

int main(void) {
  int hist[16] = {0};
  double prod[4] = {1, 1, 1, 1};
  long grid[3][5] = {{0}};
  double best[3] = {-1e300, -1e300, -1e300};
#pragma omp parallel for reduction(+: hist, grid) reduction(*: prod) reduction(max: best)
  for (int i = 0; i < 4000; i++) {
    hist[(i * 7) % 16] += 1;
    grid[i % 3][i % 5] += i;
    if (i % 1000 == 0)
      prod[i / 1000] *= 1.5 + i / 1000;
    double v = (i % 37) * 0.25 - (i % 3);
    if (v > best[i % 3])
      best[i % 3] = v;
  }
  for (int k = 0; k < 16; k++)
    printf("%d%c", hist[k], k < 15 ? ' ' : '\n');
  printf("prod %.2f %.2f %.2f %.2f\n", prod[0], prod[1], prod[2], prod[3]);
  for (int r = 0; r < 3; r++)
    printf("grid row %d: %ld %ld %ld %ld %ld\n", r, grid[r][0], grid[r][1], grid[r][2],
           grid[r][3], grid[r][4]);
  printf("best %.2f %.2f %.2f\n", best[0], best[1], best[2]);
  return 0;
}
