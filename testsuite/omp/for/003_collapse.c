// collapse(2) and collapse(3) over rectangular nests with different bounds and steps, with
// dynamic and static schedules; every (i, j, k) point is visited exactly once.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | points 208 mismatches 0
#include <stdio.h>
#include <omp.h>

#define NI 13
#define NJ 7
#define NK 5

int main(void) {
  static int hit[NI][NJ][NK];
  static double grid[NI][NJ];
#pragma omp parallel for collapse(2) schedule(dynamic, 4)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      grid[i][j] = i * 100.0 + j;
#pragma omp parallel for collapse(3)
  for (int i = NI - 1; i >= 0; i--)
    for (int j = 0; j < NJ; j += 2)
      for (int k = 1; k <= NK - 1; k++)
        hit[i][j][k] += 1;
  long pts = 0, bad = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) {
      bad += grid[i][j] != i * 100.0 + j;
      for (int k = 0; k < NK; k++) {
        int want = (j % 2 == 0 && k >= 1) ? 1 : 0;
        bad += hit[i][j][k] != want;
        pts += hit[i][j][k];
      }
    }
  printf("points %ld mismatches %ld\n", pts, bad);
  return bad != 0;
}
