// Private and firstprivate copies of fixed-size 2-D arrays and of a structure holding an
// array; variable-length arrays declared inside the region (private by scope).
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | bad 0 per-thread 15 m00 1 tag 7
#include <stdio.h>
#include <omp.h>

struct block { int tag; double v[4]; };

int main(void) {
  int m[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  struct block blk = {7, {0.5, 1.5, 2.5, 3.5}};
  int n = 6;
  long bad = 0, total = 0;
#pragma omp parallel firstprivate(m, blk) reduction(+: bad, total)
  {
    bad += m[2][1] != 8 || blk.v[3] != 3.5 || blk.tag != 7;
    m[0][0] = omp_get_thread_num();
    blk.tag = -1;
    double vla[n];
    for (int k = 0; k < n; k++)
      vla[k] = k * 0.5;
    double s = 0;
    for (int k = 0; k < n; k++)
      s += vla[k];
    total += (long)(s * 2);
  }
  int team = 0;
#pragma omp parallel reduction(+: team)
  team++;
  printf("bad %ld per-thread %ld m00 %d tag %d\n", bad, total / team, m[0][0], blk.tag);
  return 0;
}
