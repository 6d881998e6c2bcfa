// teams distribute with collapse and dist_schedule over a 2-D loop nest, the iteration space counted exactly once per element whatever the league; a reduction of squared indices checks the mapping of the collapsed index back to (i, j).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | each once: yes, squares 513153
#include <stdio.h>

#define NI 37
#define NJ 23

int main(void) {
  int seen[NI][NJ];
  long sq = 0;
  for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) seen[i][j] = 0;
#pragma omp target teams distribute collapse(2) dist_schedule(static, 5) map(tofrom: seen) reduction(+: sq)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++) {
      seen[i][j] += 1;
      sq += (long)i * i + (long)j * j;
    }
  int once = 1;
  for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) once &= seen[i][j] == 1;
  printf("each once: %s, squares %ld\n", once ? "yes" : "no", sq);
  return 0;
}
