// collapse(2) and collapse(3) with every schedule kind and chunk, loops with negative steps,
// unsigned variables in collapsed nests; every cell visited once.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | sum 72345 classes 175 133 7 0
#include <stdio.h>
#include <omp.h>

#define A 7
#define B 9
#define C 5

int main(void) {
  static int hits[A][B][C];
  int i, j;
#pragma omp parallel for collapse(3) schedule(dynamic, 4)
  for (int x = 0; x < A; x++)
    for (int y = B - 1; y >= 0; y--)
      for (int z = 0; z < C; z += 1)
        hits[x][y][z] += 1;
#pragma omp parallel for collapse(2) schedule(guided, 3)
  for (i = A - 1; i >= 0; i -= 1)
    for (j = 0; j < B; j++)
      hits[i][j][0] += 10;
#pragma omp parallel for collapse(2) schedule(static, 5)
  for (unsigned u = 0; u < A; u++)
    for (int w = 1; w < 3; w++)
      hits[u][0][w] += 100;
#pragma omp parallel for collapse(3) schedule(auto)
  for (int x = 0; x < A; x++)
    for (int y = 0; y < B; y += 2)
      for (int z = C - 1; z > 0; z -= 2)
        hits[x][y][z] += 1000;
  long sum = 0;
  int distinct[4] = {0, 0, 0, 0};
  for (int x = 0; x < A; x++)
    for (int y = 0; y < B; y++)
      for (int z = 0; z < C; z++) {
        sum += hits[x][y][z];
        int v = hits[x][y][z];
        distinct[(v >= 1000) + (v % 1000 >= 100) + (v % 100 >= 10)]++;
      }
  printf("sum %ld classes %d %d %d %d\n", sum, distinct[0], distinct[1], distinct[2],
         distinct[3]);
  return 0;
}
