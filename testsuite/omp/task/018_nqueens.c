// N-queens solution counting with a task per first-row placement (the board copied into
// each task with firstprivate arrays) and an atomic total.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 4-queens: 2
// | 5-queens: 10
// | 6-queens: 4
// | 7-queens: 40
// | 8-queens: 92
// | 9-queens: 352
#include <stdio.h>
#include <omp.h>

static int safe(const int *q, int row, int col) {
  for (int r = 0; r < row; r++) {
    int c = q[r];
    if (c == col || c - col == r - row || c - col == row - r)
      return 0;
  }
  return 1;
}

static long solve(int *q, int row, int n) {
  if (row == n)
    return 1;
  long count = 0;
  for (int c = 0; c < n; c++)
    if (safe(q, row, c)) {
      q[row] = c;
      count += solve(q, row + 1, n);
    }
  return count;
}

int main(void) {
  for (int n = 4; n <= 9; n++) {
    long total = 0;
#pragma omp parallel
#pragma omp single
    for (int c0 = 0; c0 < n; c0++) {
      int q[16];
      q[0] = c0;
#pragma omp task firstprivate(q)
      {
        long k = solve(q, 1, n);
#pragma omp atomic
        total += k;
      }
    }
    printf("%d-queens: %ld\n", n, total);
  }
  return 0;
}
