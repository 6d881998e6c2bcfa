// Scalars declared once at the top of main and reused, as the NAS benchmarks (EP) write them:
// `t1` is read on the host before the regions (its address passed to a function), `i` is the
// counter of a later region's loop and of a host loop after the data region. In the gang loop
// both are set before they are read in every iteration, so they are privatized; no value of
// theirs from the region is read afterwards (every later use stores first), so no warning.
// remark: loop at 39:15: t1, i privatized
// expect-exit: 0
// expect-stdout:
// | seed 1220703125
// | sums 183300 91595
// | q 0 0 1 1 2 2 3 3 4 4
#include <stdio.h>
#include <stdlib.h>

#define NB 2
#define BLK 300

static double step(double *x, double a) {
  *x = (double)(((long)(*x) * (long)a) % 1000003L);
  return *x;
}

int main() {
  double t1, t2, an, sx, sy;
  int i, k, blk;
  double q[10];
  double *xx = malloc(NB * BLK * sizeof(double));
  t1 = 1220703125.0;
  for (i = 0; i < 3; i++) t2 = step(&t1, 1.0);
  an = 1220703125.0;
  printf("seed %.0f\n", an);
  (void)t2;
  sx = 0.0;
  sy = 0.0;
  #pragma acc data create(xx[0:NB*BLK]) copyout(q[0:10])
  {
    for (blk = 0; blk < NB; blk++) {
      int koff = blk * BLK;
      #pragma acc parallel loop gang vector reduction(+:sx,sy) present(xx[0:NB*BLK])
      for (k = 0; k < BLK; k++) {
        t1 = (double)(k + koff);
        for (i = 0; i < 4; i++) t1 = t1 + i;
        xx[koff + k] = t1;
        sx += t1;
        sy += (double)(k % 7) * t1 / 6.0;
      }
      #pragma acc parallel loop present(q[0:10])
      for (i = 0; i < 10; i++) q[i] = (double)(i / 2);
    }
  }
  printf("sums %.0f %.0f\n", sx, sy);
  printf("q");
  for (i = 0; i < 10; i++) printf(" %.0f", q[i]);
  printf("\n");
  free(xx);
  return 0;
}
