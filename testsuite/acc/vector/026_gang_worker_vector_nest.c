// loop gang -> loop worker -> loop vector triple nest over a 3-D array, with reductions at the worker and vector levels (per-gang and per-row sums).
// expect-exit: 0
// expect-stdout:
// | gang worker vector nest total 8264 g0 72 max0 260 bad 0
#include <stdio.h>
#include <openacc.h>
#define G 23
#define W 13
#define V 77
static int a[G][W][V], rowsum[G][W], gsum[G], gmax[G];
int main(void) {
  for (int g = 0; g < G; g++)
    for (int w = 0; w < W; w++)
      for (int v = 0; v < V; v++) a[g][w][v] = (g * 7 + w * 13 + v * 3) % 41 - 20;
  #pragma acc parallel num_gangs(G) num_workers(4) vector_length(32) copyin(a) copyout(rowsum, gsum, gmax)
  {
    #pragma acc loop gang
    for (int g = 0; g < G; g++) {
      int s = 100, m = -1000;
      #pragma acc loop worker reduction(+:s) reduction(max:m)
      for (int w = 0; w < W; w++) {
        int t = 0, tm = -1000;
        #pragma acc loop vector reduction(+:t) reduction(max:tm)
        for (int v = 0; v < V; v++) {
          t += a[g][w][v];
          tm = a[g][w][v] * (w + 1) > tm ? a[g][w][v] * (w + 1) : tm;
        }
        rowsum[g][w] = t;
        s += t;
        m = tm > m ? tm : m;
      }
      gsum[g] = s;
      gmax[g] = m;
    }
  }
  int bad = 0;
  long tot = 0;
  for (int g = 0; g < G; g++) {
    int s = 100, m = -1000;
    for (int w = 0; w < W; w++) {
      int t = 0;
      for (int v = 0; v < V; v++) {
        t += a[g][w][v];
        if (a[g][w][v] * (w + 1) > m) m = a[g][w][v] * (w + 1);
      }
      bad += rowsum[g][w] != t;
      s += t;
    }
    bad += (gsum[g] != s) + (gmax[g] != m);
    tot += gsum[g] + gmax[g];
  }
  printf("gang worker vector nest total %ld g0 %d max0 %d bad %d\n", tot, gsum[0], gmax[0], bad);
  return bad != 0;
}
