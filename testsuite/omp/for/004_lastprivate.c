// lastprivate: the value of the sequentially last iteration is copied out (§2.15.3.5),
// including the loop variable itself (its value after the loop), together with firstprivate
// on the same variable, on combined and orphaned loops.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | i 100 last_sq 9801
// | k -2 x 1.2
// | tag 1030
#include <stdio.h>
#include <omp.h>

int main(void) {
  int i, last_sq = -1;
  double x = 0.5;
#pragma omp parallel for lastprivate(i, last_sq) schedule(dynamic, 3)
  for (i = 0; i < 100; i++)
    last_sq = i * i;
  printf("i %d last_sq %d\n", i, last_sq);
  int k;
#pragma omp parallel for firstprivate(x) lastprivate(x, k)
  for (k = 10; k > 0; k -= 3)
    x = (x > 0.0 ? k : -k) + 0.25;   /* reads the firstprivate value */
  printf("k %d x %.1f\n", k, x);
  int tag = 7;
#pragma omp parallel num_threads(3)
  {
#pragma omp for firstprivate(tag) lastprivate(tag)
    for (int j = 0; j < 31; j++)
      tag = tag * 0 + j + 1000;
  }
  printf("tag %d\n", tag);
  return 0;
}
