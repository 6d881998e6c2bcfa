// Decision 131: a step-1 gang loop over an `int` in a region's host version counts with `nsw`
// arithmetic (its first value `lo + start` when `lo` is a constant >= 0, and its increment),
// and the unroll-and-jam pre-pipeline (which runs on the whole file when one of its loops
// asks for it) proves the loops' 32-bit differences `nsw` before widening loop variables.
// Written as applications write such code: PolyBench durbin's gang loop over columns `k`
// reading column `k - 1` and row `k - i - 1` of C99 array parameters, with the host's own
// reference loops (which divide in an inner loop, so ask to be unrolled and jammed) in the
// same file; and what the counters must get right: gang loops starting at 0, at 1, at a
// negative constant, at a run-time value, ending at INT_MAX or starting at INT_MIN, over a
// `short`, and in `gang(static: 3)` chunks.
// expect-exit: 0
// expect-stdout:
// | durbin 1228.4539
// | bounds 6442451915 -6415 -152997 2358 60
// | chunks 1890
// | narrow -20399 32763
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

/* durbin's shape, race-free: column k of z from columns k - 1 of y, rows k - i - 1 too; the
   recurrence down the column runs in order (`seq`). */
static void durbin(int n, double y[n][n], double z[n][n], double r[n]) {
#pragma acc parallel
  {
#pragma acc loop
    for (int k = 1; k < n; k++) {
      z[0][k] = r[k];
#pragma acc loop seq
      for (int i = 0; i <= k - 1; i++)
        z[i + 1][k] = z[i][k] * 0.5 + r[k - i - 1] * y[i][k - 1];
#pragma acc loop
      for (int i = 0; i <= k - 1; i++)
        z[i][k] += y[k - i - 1][k - 1] * 0.25;
    }
  }
}

/* The host's version of the same, with an inner loop that divides (the jam hint's shape). */
static void durbin_host(int n, double y[n][n], double z[n][n], double r[n]) {
  for (int k = 1; k < n; k++) {
    z[0][k] = r[k];
    for (int i = 0; i <= k - 1; i++)
      z[i + 1][k] = z[i][k] * 0.5 + r[k - i - 1] * y[i][k - 1];
    for (int i = 0; i <= k - 1; i++)
      z[i][k] += y[k - i - 1][k - 1] * 0.25;
  }
}

static void init(int n, double y[n][n], double r[n]) {
  for (int i = 0; i < n; i++) {
    r[i] = (double)(i % 7) / 4.0;
    for (int j = 0; j < n; j++)
      y[i][j] = (double)((i * 3 + j) % 11) / 8.0;
  }
}

/* Gang loops at the ends of int's range and from other kinds of lower bounds. */
static long long bounds(int n, int lo, long long out[5]) {
  long long a = 0, b = 0, c = 0, d = 0, e = 0;
#pragma acc parallel loop reduction(+ : a)
  for (int k = INT_MAX - 40; k < INT_MAX; k++)
    a += k - (INT_MAX - 45);
#pragma acc parallel loop reduction(+ : a)
  for (int k = INT_MAX - 3; k <= INT_MAX - 1; k++)
    a += (long long)k;
#pragma acc parallel loop reduction(+ : b)
  for (int k = INT_MIN; k < INT_MIN + 30; k++)
    b += (k - INT_MIN) * (k % 3) - 200;
#pragma acc parallel loop reduction(+ : c)
  for (int k = -37; k < n; k++)
    c += (k - 1) * (k % 5) - 2000;
#pragma acc parallel loop reduction(+ : d)
  for (int k = lo; k < lo + n; k++)
    d += (k - lo - 1) * 3 + (k & 1);
#pragma acc parallel loop reduction(+ : e)
  for (int k = 0; k < n; k++)
    e += (k < 0) ? 1000 : (k % 4);
  out[0] = a;
  out[1] = b;
  out[2] = c;
  out[3] = d;
  out[4] = e;
  return a + b + c + d + e;
}

/* gang(static: 3): each gang's chunks start where the previous chunk of the walk ended. */
static int chunks(int n, int v[n]) {
#pragma acc parallel loop gang(static : 3)
  for (int k = 1; k < n; k++)
    v[k] = (k - 1) * 2 + (n - k - 1);
  int s = 0;
  for (int k = 0; k < n; k++)
    s += v[k];
  return s;
}

static void narrow(int n, int out[2]) {
  int s = 0, m = 0;
#pragma acc parallel loop reduction(+ : s) reduction(max : m)
  for (short k = 0; k < (short)n; k++) {
    s += (k - 1) * 2 - 300;
    m = (k > m) ? k : m;
  }
  int t = 0;
#pragma acc parallel loop reduction(max : t)
  for (short k = SHRT_MAX - 5; k < SHRT_MAX - 2; k++)
    t = (k - 1 > t) ? k - 1 : t;
  out[0] = s - m;
  out[1] = t;
}

int main(void) {
  enum { N = 48 };
  double (*y)[N] = malloc(sizeof(double[N][N]));
  double (*z)[N] = calloc(N, sizeof(double[N]));
  double (*h)[N] = calloc(N, sizeof(double[N]));
  double *r = malloc(N * sizeof(double));
  if (!y || !z || !h || !r)
    return 2;
  init(N, y, r);
  durbin(N, y, z, r);
  durbin_host(N, y, h, r);
  double sum = 0;
  int bad = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      sum += z[i][j];
      bad += z[i][j] != h[i][j];
    }
  printf("durbin %.4f\n", sum);

  long long b[5];
  bounds(41, INT_MAX - 100, b);
  long long want[5] = {0, 0, 0, 0, 0};
  for (int k = INT_MAX - 40; k < INT_MAX; k++)
    want[0] += k - (INT_MAX - 45);
  for (int k = INT_MAX - 3; k <= INT_MAX - 1; k++)
    want[0] += (long long)k;
  for (int k = INT_MIN; k < INT_MIN + 30; k++)
    want[1] += (k - INT_MIN) * (k % 3) - 200;
  for (int k = -37; k < 41; k++)
    want[2] += (k - 1) * (k % 5) - 2000;
  for (int k = INT_MAX - 100; k < INT_MAX - 100 + 41; k++)
    want[3] += (k - (INT_MAX - 100) - 1) * 3 + (k & 1);
  for (int k = 0; k < 41; k++)
    want[4] += k % 4;
  for (int i = 0; i < 5; i++)
    bad += b[i] != want[i];
  printf("bounds %lld %lld %lld %lld %lld\n", b[0], b[1], b[2], b[3], b[4]);

  int v[37] = {0};
  int s = chunks(37, v);
  int ws = 0;
  for (int k = 1; k < 37; k++)
    ws += (k - 1) * 2 + (37 - k - 1);
  bad += s != ws;
  printf("chunks %d\n", s);

  int o[2];
  narrow(100, o);
  int ns = 0, nt = 0;
  for (short k = 0; k < 100; k++)
    ns += (k - 1) * 2 - 300;
  for (short k = SHRT_MAX - 5; k < SHRT_MAX - 2; k++)
    nt = (k - 1 > nt) ? k - 1 : nt;
  bad += o[0] != ns - 99 || o[1] != nt;
  printf("narrow %d %d\n", o[0], o[1]);
  free(y);
  free(z);
  free(h);
  free(r);
  return bad != 0;
}
