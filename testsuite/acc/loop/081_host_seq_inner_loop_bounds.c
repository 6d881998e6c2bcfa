// Decision 121: a loop that runs sequentially inside its gang in a region's host version counts
// from its source bounds (`for (i = lo; i < hi; i++)` in the variable's own width) instead of
// from the general trip count. Written as applications write such loops (PolyBench durbin's
// `acc loop` over a triangle `i <= k - 1` under a gang loop over `k`, C99 array parameters,
// no data clauses) with what the bounds must get right: triangles that start empty, ranges
// with the upper bound below the lower one, negative bounds, bounds at INT_MAX and INT_MIN,
// `short`, `unsigned char` and `unsigned` variables (one range crossing 2^31), a decreasing
// inner loop (not counted on the variable) and an inner loop whose bounds are other loop
// variables of the nest.
// expect-exit: 0
// expect-stdout:
// | triangle -4687.0
// | ranges 505674.00
// | limits 1137750.0
// | narrow -20772582.50
// | band 4245990.0
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

/* durbin's shape: column k reads column k - 1 of another array, rows 0..k-1, the row
   k - i - 1 reversed. */
static void triangle(int n, double y[n][n], double z[n][n], double r[n]) {
#pragma acc parallel
  {
#pragma acc loop
    for (int k = 1; k < n; k++) {
#pragma acc loop
      for (int i = 0; i <= k - 1; i++)
        z[i][k] = y[i][k - 1] + r[k] * y[k - i - 1][k - 1];
    }
  }
}

/* Rows whose inner ranges are empty, negative, or end below where they start. */
static void ranges(int n, double out[n], int lo[n], int hi[n]) {
#pragma acc parallel loop
  for (int k = 0; k < n; k++) {
    double s = 0.0;
#pragma acc loop reduction(+ : s)
    for (int i = lo[k]; i < hi[k]; i++)
      s += (double)i * 0.5 + k;
    out[k] = s;
  }
}

/* Bounds at the ends of the variables' ranges. */
static void limits(int n, double out[n]) {
#pragma acc parallel loop
  for (int k = 0; k < n; k++) {
    double s = 0.0;
#pragma acc loop reduction(+ : s)
    for (int i = INT_MAX - 5 - k; i < INT_MAX; i++)
      s += (double)(INT_MAX - i);
#pragma acc loop reduction(+ : s)
    for (int i = INT_MIN; i <= INT_MIN + k; i++)
      s += (double)(i - INT_MIN) * 2.0;
#pragma acc loop reduction(+ : s)
    for (int i = k; i >= -k; i--)
      s += (double)i * 3.0 + 1.0;
    out[k] = s;
  }
}

static void narrow(int n, double out[n]) {
#pragma acc parallel loop
  for (int k = 0; k < n; k++) {
    double s = 0.0;
#pragma acc loop reduction(+ : s)
    for (short i = (short)(-300 - k); i < (short)(200 + k); i++)
      s += (double)i;
#pragma acc loop reduction(+ : s)
    for (unsigned char c = (unsigned char)(250 - k); c < 255; c++)
      s += (double)c * 0.25;
#pragma acc loop reduction(+ : s)
    for (unsigned u = 4000000000u + k; u < 4000000009u; u++)
      s += (double)(u - 4000000000u);
#pragma acc loop reduction(+ : s)
    for (unsigned u = 2147483645u; u < 2147483651u + k; u++)
      s += (double)(u - 2147483640u);
    out[k] = s;
  }
}

/* An inner loop bounded by the gang loop's variable on both sides. */
static void band(int n, double a[n][n]) {
#pragma acc parallel loop
  for (int k = 0; k < n; k++) {
#pragma acc loop
    for (int j = k - 2; j <= k + 2; j++)
      if (j >= 0 && j < n)
        a[k][j] = (double)(k * 10 + j);
  }
}

int main(void) {
  int n = 40;
  double(*y)[n] = malloc(sizeof(double) * n * n);
  double(*z)[n] = malloc(sizeof(double) * n * n);
  double(*a)[n] = malloc(sizeof(double) * n * n);
  double *r = malloc(sizeof(double) * n), *out = malloc(sizeof(double) * n);
  int *lo = malloc(sizeof(int) * n), *hi = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++) {
    r[i] = (double)(i % 7) - 3.0;
    lo[i] = i % 3 == 0 ? i - 20 : 5 - i;
    hi[i] = i % 4 == 0 ? lo[i] - 3 : lo[i] + i;
    for (int j = 0; j < n; j++) {
      y[i][j] = (double)((i * 7 + j * 3) % 11) - 5.0;
      z[i][j] = 0.0;
      a[i][j] = -1.0;
    }
  }
  triangle(n, y, z, r);
  double s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += z[i][j] * (double)(i + 2 * j + 1);
  printf("triangle %.1f\n", s);
  ranges(n, out, lo, hi);
  s = 0.0;
  for (int k = 0; k < n; k++)
    s += out[k] * (k + 1);
  printf("ranges %.2f\n", s);
  limits(n, out);
  s = 0.0;
  for (int k = 0; k < n; k++)
    s += out[k] * (k + 1);
  printf("limits %.1f\n", s);
  narrow(n, out);
  s = 0.0;
  for (int k = 0; k < n; k++)
    s += out[k] * (k + 1);
  printf("narrow %.2f\n", s);
  band(n, a);
  s = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += a[i][j] * (double)(i + 3 * j + 1);
  printf("band %.1f\n", s);
  free(y);
  free(z);
  free(a);
  free(r);
  free(out);
  free(lo);
  free(hi);
  return 0;
}
