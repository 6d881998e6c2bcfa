// Work split twice: an outer parallel for over blocks and, inside each block, a nested
// parallel for over its rows (nested parallelism enabled); results equal the serial sums.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | block 0 sum 529000
// | block 1 sum 2529000
// | block 2 sum 4529000
// | block 3 sum 6529000
#include <stdio.h>
#include <omp.h>

#define BLOCKS 4
#define ROWS 50
#define COLS 40

int main(void) {
  static double m[BLOCKS][ROWS][COLS];
  double block_sum[BLOCKS];
  omp_set_max_active_levels(2);
#pragma omp parallel for num_threads(2)
  for (int b = 0; b < BLOCKS; b++) {
    double s = 0;
#pragma omp parallel for num_threads(2) reduction(+: s)
    for (int r = 0; r < ROWS; r++)
      for (int c = 0; c < COLS; c++) {
        m[b][r][c] = b * 1000 + r * 10 + c;
        s += m[b][r][c];
      }
    block_sum[b] = s;
  }
  for (int b = 0; b < BLOCKS; b++)
    printf("block %d sum %.0f\n", b, block_sum[b]);
  return 0;
}
