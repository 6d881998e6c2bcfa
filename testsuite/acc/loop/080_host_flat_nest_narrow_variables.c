// Decision 111: a flattened loop nest in a region's host version hands its body the 64-bit
// values of its 32-bit loop variables (sign extensions of `i`, `i + 1`, `j - 1` become the
// 64-bit value plus or minus the constant). The loops here are written as applications write
// them (PolyBench-ACC's `acc loop` over rows and columns of C99 array parameters, no data
// clauses) with what the rewrite must get right: negative lower bounds, steps other than one,
// decreasing loops, neighbours on both sides, variables near INT_MAX and INT_MIN, `short` and
// `unsigned` variables (zero extensions are left alone), and a variable the body assigns.
// gpu-device: host (the check is of the host version's code; on the GPU, H200 2026-11-30, the
// program as written is not valid there: `steps`/`limits`/`narrow` dereference raw pointers
// without data clauses). mvt's inner loops are `seq`: PolyBench-ACC's inner `acc loop` races on
// x1[i], and the host device of a 16-core machine ran it on several threads (other sums)
// expect-exit: 0
// expect-stdout:
// | mvt 2155123.469048 1851613.278095
// | stencil 3248.000000
// | steps 8536.000000
// | limits 2214.000000 455.000000
// | narrow 19565.000000 6600.000000
// | assigned 2193.000000
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

static void mvt(int n, double x1[n], double x2[n], double y1[n], double y2[n], double A[n][n]) {
#pragma acc parallel
  {
#pragma acc loop
    for (int i = 0; i < n; i++)
#pragma acc loop seq
      for (int j = 0; j < n; j++)
        x1[i] = x1[i] + A[i][j] * y1[j];
#pragma acc loop
    for (int i = 0; i < n; i++)
#pragma acc loop seq
      for (int j = 0; j < n; j++)
        x2[i] = x2[i] + A[j][i] * y2[j];
  }
}

/* Neighbours on both sides of both variables, rows from -2 (offset into the array). */
static void stencil(int n, int m, double out[n + 4][m + 4], double in[n + 4][m + 4]) {
#pragma acc parallel loop collapse(2)
  for (int i = -2; i < n - 2; i++)
    for (int j = 1; j < m + 1; j++)
      out[i + 3][j + 1] = in[i + 2][j] + in[i + 4][j + 2] - 0.5 * in[i + 3][j - 1] + in[i + 3][j + 3];
}

/* Steps of 3 and -2, a decreasing outer loop. */
static void steps(int n, double *a, double *b) {
#pragma acc parallel loop collapse(2)
  for (int i = n - 1; i >= -n; i -= 2)
    for (int j = -7; j < n; j += 3)
      a[(i + n) * (2 * n + 8) + j + 7] = b[i + n] * 2.0 + (j + 1) - (i - 1);
}

/* Variables next to the ends of int: i + 1 and j - 1 stay inside int for every iteration. */
static void limits(double *a, double *b) {
#pragma acc parallel loop collapse(2)
  for (int i = INT_MAX - 9; i < INT_MAX; i++)
    for (int j = INT_MIN + 1; j < INT_MIN + 13; j++) {
      long di = (long)(i + 1) - (long)INT_MAX + 9; /* 1..9 */
      long dj = (long)(j - 1) - (long)INT_MIN;     /* 0..11 */
      a[(i - (INT_MAX - 9)) * 12 + (j - (INT_MIN + 1))] = (double)(di * 3 + dj);
    }
#pragma acc parallel loop collapse(2)
  for (int i = 10; i > 0; i--)
    for (int j = -5; j < 5; j += 1)
      b[(i - 1) * 10 + j + 5] = (double)((i - 1) * (j + 1));
}

static void narrow(double *a, double *b) {
#pragma acc parallel loop collapse(2)
  for (short i = -20; i < 20; i += 3)
    for (short j = 0; j < 30; j++)
      a[(i + 20) / 3 * 30 + j] = (double)(i + 1) * (double)(j - 1) + (i + 40);
#pragma acc parallel loop collapse(2)
  for (unsigned i = 4000000000u; i < 4000000010u; i++)
    for (unsigned j = 0; j < 20; j += 2)
      b[(i - 4000000000u) * 10 + j / 2] = (double)((i + 1u) - 4000000000u) * (double)(j + 3u);
}

/* The body stores the variable's copy: its loads must see the stored value. */
static void assigned(int n, double *a) {
#pragma acc parallel loop collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int k = i;
      a[i * n + j] = (double)(k + 1) * (j - 1);
      if (j == 3)
        k = j;
      a[i * n + j] += (double)(k - 1);
    }
}

int main(void) {
  int n = 300;
  double *x1 = malloc(sizeof(double) * n), *x2 = malloc(sizeof(double) * n);
  double *y1 = malloc(sizeof(double) * n), *y2 = malloc(sizeof(double) * n);
  double(*A)[n] = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++) {
    x1[i] = (double)i / n;
    x2[i] = (double)(i + 1) / n;
    y1[i] = (double)(i + 3) / n;
    y2[i] = (double)(i + 4) / n;
    for (int j = 0; j < n; j++)
      A[i][j] = (double)(i * j % 97) / 7;
  }
  mvt(n, x1, x2, y1, y2, A);
  double s1 = 0, s2 = 0;
  for (int i = 0; i < n; i++) {
    s1 += x1[i] * (i % 13 + 1);
    s2 += x2[i] * (i % 11 + 1);
  }
  printf("mvt %f %f\n", s1, s2);

  int sn = 17, sm = 23;
  double(*in)[sm + 4] = malloc(sizeof(double) * (sn + 4) * (sm + 4));
  double(*out)[sm + 4] = calloc((sn + 4) * (sm + 4), sizeof(double));
  for (int i = 0; i < sn + 4; i++)
    for (int j = 0; j < sm + 4; j++)
      in[i][j] = (double)((i * 7 + j * 3) % 10) / 4;
  stencil(sn, sm, out, in);
  double st = 0;
  for (int i = 0; i < sn + 4; i++)
    for (int j = 0; j < sm + 4; j++)
      st += out[i][j] * ((i + j) % 5 + 1);
  printf("stencil %f\n", st);

  int m = 25;
  double *a = calloc((size_t)(2 * m + 1) * (2 * m + 8), sizeof(double));
  double *b = malloc(sizeof(double) * 2 * m);
  for (int i = 0; i < 2 * m; i++)
    b[i] = (double)(i % 7);
  steps(m, a, b);
  double sp = 0;
  for (int i = 0; i < (2 * m + 1) * (2 * m + 8); i++)
    sp += a[i] * (i % 3 + 1);
  printf("steps %f\n", sp);

  double la[120], lb[100], l1 = 0, l2 = 0;
  limits(la, lb);
  for (int i = 0; i < 108; i++)
    l1 += la[i];
  for (int i = 0; i < 100; i++)
    l2 += lb[i] * (i % 4);
  printf("limits %f %f\n", l1, l2);

  double na[14 * 30], nb[100], n1 = 0, n2 = 0;
  narrow(na, nb);
  for (int i = 0; i < 14 * 30; i++)
    n1 += na[i] * (i % 3);
  for (int i = 0; i < 100; i++)
    n2 += nb[i];
  printf("narrow %f %f\n", n1, n2);

  int an = 9;
  double *aa = malloc(sizeof(double) * an * an), sa = 0;
  assigned(an, aa);
  for (int i = 0; i < an * an; i++)
    sa += aa[i] * (i % 4);
  printf("assigned %f\n", sa);
  return 0;
}
