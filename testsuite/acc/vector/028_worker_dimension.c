// Worker loops with vector loops inside: on the GPU each worker is a row of threadIdx.y and
// its threads share the vector loops (OpenACC 3.3 §2.9.3-2.9.4). Covers worker-level stores
// and reductions, vector reductions inside workers, vector_length(64) with 3 workers (named
// barriers of two warps), a loop that is gang and worker at once, a collapsed worker loop, a
// gang-shared array written by a vector loop and read by the workers, and a worker-private
// array written by a vector loop and read by its worker (one copy per worker).
// expect-exit: 0
// expect-stdout:
// | worker dimension bad 0 total -1724 max 312 rows -6274 lut 731753 own -828
#include <stdio.h>
#define G 37
#define W 11
#define V 100
static int a[G][W][V];
static int rowsum[G][W], rowmax[G][W], gsum[G], gmax[G];
static long rows[G * W];
static int lut_out[G][W];
static int wout[G][W];

int main(void) {
  for (int g = 0; g < G; g++)
    for (int w = 0; w < W; w++)
      for (int v = 0; v < V; v++) a[g][w][v] = (g * 5 + w * 11 + v * 7) % 53 - 26;

  #pragma acc parallel num_workers(3) vector_length(64) copyin(a) copyout(rowsum, rowmax, gsum, gmax)
  {
    #pragma acc loop gang
    for (int g = 0; g < G; g++) {
      int s = 0, m = -100000;
      #pragma acc loop worker reduction(+:s) reduction(max:m)
      for (int w = 0; w < W; w++) {
        int t = 0, tm = -100000;
        #pragma acc loop vector reduction(+:t) reduction(max:tm)
        for (int v = 0; v < V; v++) {
          t += a[g][w][v];
          tm = a[g][w][v] * (w + 2) > tm ? a[g][w][v] * (w + 2) : tm;
        }
        rowsum[g][w] = t;
        rowmax[g][w] = tm;
        s += t;
        m = tm > m ? tm : m;
      }
      gsum[g] = s;
      gmax[g] = m;
    }
  }

  // gang and worker on one loop, collapsed: each worker of each gang takes a (g, w) pair.
  #pragma acc parallel loop gang worker collapse(2) copyin(a) copyout(rows)
  for (int g = 0; g < G; g++)
    for (int w = 0; w < W; w++) {
      long t = 0;
      #pragma acc loop vector reduction(+:t)
      for (int v = 0; v < V; v++) t += (long)a[g][w][v] * (v + 1);
      rows[g * W + w] = t;
    }

  // A table the gang's threads fill, then its workers read.
  #pragma acc parallel loop gang copyin(a) copyout(lut_out)
  for (int g = 0; g < G; g++) {
    int lut[V];
    #pragma acc loop vector
    for (int v = 0; v < V; v++) lut[v] = a[g][0][v] + g;
    #pragma acc loop worker
    for (int w = 0; w < W; w++) {
      int t = 0;
      #pragma acc loop vector reduction(+:t)
      for (int v = 0; v < V; v++) t += lut[(v + w) % V];
      lut_out[g][w] = t;
    }
  }

  #pragma acc parallel loop gang copyin(a) copyout(wout)
  for (int g = 0; g < G; g++) {
    #pragma acc loop worker
    for (int w = 0; w < W; w++) {
      int row[V];
      #pragma acc loop vector
      for (int v = 0; v < V; v++) row[v] = a[g][w][v] * 3;
      int t = 0;
      for (int v = 0; v < V; v++) t += row[V - 1 - v] * (v % 5);
      wout[g][w] = t;
    }
  }

  int bad = 0;
  long total = 0, rtot = 0, ltot = 0, wtot = 0;
  int big = -100000;
  for (int g = 0; g < G; g++) {
    int s = 0, m = -100000;
    for (int w = 0; w < W; w++) {
      int t = 0, tm = -100000;
      long r = 0;
      int l = 0, u = 0;
      for (int v = 0; v < V; v++) {
        u += a[g][w][V - 1 - v] * 3 * (v % 5);
        t += a[g][w][v];
        tm = a[g][w][v] * (w + 2) > tm ? a[g][w][v] * (w + 2) : tm;
        r += (long)a[g][w][v] * (v + 1);
        l += a[g][0][(v + w) % V] + g;
      }
      bad += rowsum[g][w] != t || rowmax[g][w] != tm || rows[g * W + w] != r || lut_out[g][w] != l;
      bad += wout[g][w] != u;
      wtot += wout[g][w];
      s += t;
      m = tm > m ? tm : m;
      rtot += rows[g * W + w];
      ltot += lut_out[g][w];
    }
    bad += gsum[g] != s || gmax[g] != m;
    total += (long)gsum[g] * (g + 1);
    big = gmax[g] > big ? gmax[g] : big;
  }
  printf("worker dimension bad %d total %ld max %d rows %ld lut %ld own %ld\n", bad, total, big, rtot, ltot, wtot);
  return bad != 0;
}
