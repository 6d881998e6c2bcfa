// Rows of a gang loop whose shape the launch picks (decision 78), with what a row's threads
// share: a per-row array that the row's vector loop fills and its worker-level code reads
// (one copy per worker in shared memory, a single one when a block runs one row), a row
// maximum and a row sum from two vector reductions, a gang-loop reduction over the rows (no
// row count at launch: a warp per row), a `kernels` nest, and a row count read from memory.
// On the GPU, OXACC_ROW_WARPS=1|2|4|8 runs the same kernels a warp or a block per row.
// expect-exit: 0
// expect-stdout:
// | rows 3 b -6366.000 peak 138.15820 total 1428 x 2700.0 y -14490
// | rows 130 b -274560.000 peak 5988.12500 total 70774 x 2593495.5 y 527800
// | rows 900 b -1900830.000 peak 41456.22070 total 836539 x 121905000.0 y 52164000
// | rows 5000 b -10560022.000 peak 230312.47852 total 14897485 x 3752249995.5 y 1724800000
#include <stdio.h>
#include <stdlib.h>

#define M 96

static void normalize(int n, const double *a, double *b, double *peak) {
#pragma acc parallel loop gang copyin(a[0:n * M]) copyout(b[0:n * M], peak[0:n])
  for (int r = 0; r < n; r++) {
    double row[M];
    double mx = -1e300, s = 0;
#pragma acc loop vector reduction(max:mx) reduction(+:s)
    for (int j = 0; j < M; j++) {
      row[j] = a[r * M + j] * 2;
      mx = row[j] > mx ? row[j] : mx;
      s += row[j];
    }
    peak[r] = mx + s / 1024;
#pragma acc loop vector
    for (int j = 0; j < M; j++) b[r * M + j] = row[M - 1 - j] - mx;
  }
}

static long total(int n, const int *a) {
  long t = 0;
#pragma acc parallel loop gang copyin(a[0:n * M]) reduction(+:t)
  for (int r = 0; r < n; r++) {
    long s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < M; j++) s += a[r * M + j] * (j % 3);
    t += s + r;
  }
  return t;
}

static void scale(int n, int m, float *x) {
#pragma acc kernels copy(x[0:n * m])
  {
#pragma acc loop independent
    for (int r = 0; r < n; r++)
#pragma acc loop independent
      for (int j = 0; j < m; j++) x[r * m + j] = x[r * m + j] * 0.5f + r;
  }
}

static void fill(const int *np, int m, int *y) {
#pragma acc parallel loop gang copyin(np[0:1]) copyout(y[0:np[0] * m])
  for (int r = 0; r < np[0]; r++) {
#pragma acc loop vector
    for (int j = 0; j < m; j++) y[r * m + j] = r - j;
  }
}

int main(void) {
  int counts[] = {3, 130, 900, 5000};
  for (int c = 0; c < 4; c++) {
    int n = counts[c];
    double *a = malloc(sizeof(double) * n * M), *b = malloc(sizeof(double) * n * M);
    double *peak = malloc(sizeof(double) * n);
    int *ia = malloc(sizeof(int) * n * M);
    float *x = malloc(sizeof(float) * n * 300);
    int *y = malloc(sizeof(int) * n * 70);
    for (long p = 0; p < (long)n * M; p++) {
      a[p] = (p * 7) % 23;
      ia[p] = (int)(p % 11);
    }
    for (long p = 0; p < (long)n * 300; p++) x[p] = (float)(p % 9);
    normalize(n, a, b, peak);
    double sb = 0, sp = 0;
    for (long p = 0; p < (long)n * M; p++) sb += b[p];
    for (int r = 0; r < n; r++) sp += peak[r];
    long t = total(n, ia);
    scale(n, 300, x);
    double sx = 0;
    for (long p = 0; p < (long)n * 300; p++) sx += x[p];
    fill(&n, 70, y);
    long sy = 0;
    for (long p = 0; p < (long)n * 70; p++) sy += y[p] * (p % 5);
    printf("rows %d b %.3f peak %.5f total %ld x %.1f y %ld\n", n, sb, sp, t, sx, sy);
    free(a), free(b), free(peak), free(ia), free(x), free(y);
  }
  return 0;
}
