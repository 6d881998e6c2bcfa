// ordered with collapse(2) (the ordered region follows the collapsed iteration order),
// lastprivate and a reduction on the same loop.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | 0 1 2 3 4 5 10 11 12 13
// | 14 15 20 21 22 23 24 25 30 31
// | 32 33 34 35 40 41 42 43 44 45
// | total 675 last 5 6
#include <stdio.h>
#include <omp.h>

int main(void) {
  int seq[30], n = 0;
  int last_i = -1, last_j = -1;
  long total = 0;
  int i, j;
#pragma omp parallel for ordered collapse(2) lastprivate(i, j) reduction(+: total) schedule(dynamic, 2)
  for (i = 0; i < 5; i++)
    for (j = 0; j < 6; j++) {
      total += i * 10 + j;
#pragma omp ordered
      seq[n++] = i * 10 + j;
    }
  last_i = i;
  last_j = j;
  for (int k = 0; k < n; k++)
    printf("%d%c", seq[k], k % 10 == 9 ? '\n' : ' ');
  printf("total %ld last %d %d\n", total, last_i, last_j);
  return 0;
}
