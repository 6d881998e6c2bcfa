// collapse(3) gang loops in the shapes a tiled 3-D grid meets (decision 68, OXACC_GRID3_TILE=1: blocks of 2 planes x V/64 rows x 32 points): every point once (an atomic count per point) through pointer parameters. On the GPU the tiled grid runs the 17 x 23 x 250 sweep (partial tiles on all three axes, 11.6% of the lanes idle), the 2 x 4 x 480 one, the 8 x 16 x 320 nests at vector lengths 64, 128 and 1024, the steps of -3, 2 and -1, and 70000 x 4 x 32 (35000 plane pairs); the flattened walk runs the 3 x 7 x 20 sweep (too many idle lanes), vector length 96 (not a multiple of 64) and 140000 x 4 x 32 (70000 pairs: beyond a grid dimension); a 2 x 3 x 20 nest takes the tiles on the one-dimensional grid that covers it.
// expect-exit: 0
// expect-stdout:
// | s256 0 s20 0 s480 0 v64 0 v96 0 v128 0 v1024 0 neg 0 long 0 longer 0 tiny 0
#include <stdio.h>
#include <stdlib.h>

/* A 27-point stencil's shape through pointer parameters (present by the data region). */
static void sweep(long n0, long n1, long n2, const double *a, double *b, int *hits) {
#pragma acc parallel loop collapse(3)
  for (long i = 1; i < n0 - 1; i++)
    for (long j = 1; j < n1 - 1; j++)
      for (long k = 1; k < n2 - 1; k++) {
        long x = (i * n1 + j) * n2 + k, d = n1 * n2;
        double s = 0;
        for (int p = -1; p <= 1; p++)
          for (int q = -1; q <= 1; q++) s += a[x + p * d + q * n2 - 1] + a[x + p * d + q * n2 + 1];
        b[x] = 0.5 * a[x] + s;
#pragma acc atomic update
        hits[x] += 1;
      }
}

static long check_sweep(long n0, long n1, long n2) {
  long total = n0 * n1 * n2, bad = 0;
  double *a = malloc(sizeof(double) * total), *b = malloc(sizeof(double) * total);
  int *hits = calloc(total, sizeof(int));
  for (long x = 0; x < total; x++) { a[x] = (double)(x % 97); b[x] = -1.0; }
#pragma acc data copyin(a[0:total]) copy(b[0:total], hits[0:total])
  sweep(n0, n1, n2, a, b, hits);
  for (long i = 0; i < n0; i++)
    for (long j = 0; j < n1; j++)
      for (long k = 0; k < n2; k++) {
        long x = (i * n1 + j) * n2 + k, d = n1 * n2;
        int in = i > 0 && i < n0 - 1 && j > 0 && j < n1 - 1 && k > 0 && k < n2 - 1;
        double e = -1.0;
        if (in) {
          double s = 0;
          for (int p = -1; p <= 1; p++)
            for (int q = -1; q <= 1; q++) s += a[x + p * d + q * n2 - 1] + a[x + p * d + q * n2 + 1];
          e = 0.5 * a[x] + s;
        }
        if (b[x] != e || hits[x] != in) bad++;
      }
  free(a); free(b); free(hits);
  return bad;
}

/* One count per point of an n0 x n1 x n2 nest with the given vector length. */
static void count_nest(int vl, int *h, long n0, long n1, long n2) {
#pragma acc parallel loop collapse(3) vector_length(vl) present(h[0:n0 * n1 * n2])
  for (long i = 0; i < n0; i++)
    for (long j = 0; j < n1; j++)
      for (long k = 0; k < n2; k++) {
#pragma acc atomic update
        h[(i * n1 + j) * n2 + k] += 1;
      }
}

static long ones(const int *h, long n) {
  long bad = 0;
  for (long x = 0; x < n; x++) bad += h[x] != 1;
  return bad;
}

static long with_vector(int vl) {
  long n0 = 8, n1 = 16, n2 = 320, n = n0 * n1 * n2;
  int *h = calloc(n, sizeof(int));
#pragma acc data copy(h[0:n])
  count_nest(vl, h, n0, n1, n2);
  long bad = ones(h, n);
  free(h);
  return bad;
}

/* Steps of -3, 2 and -1 from bounds other than 0: 8 x 16 x 96 points. */
#define NI 24
#define NJ 33
#define NK 97
static void negative(int *out, int *hits) {
#pragma acc parallel loop collapse(3) present(out[0:NI * NJ * NK], hits[0:NI * NJ * NK])
  for (int i = 23; i > 0; i -= 3)
    for (int j = 2; j < NJ; j += 2)
      for (int k = 96; k >= 1; k--) {
        int x = ((i * NJ) + j) * NK + k;
        out[x] = i * 100000 + j * 1000 + k;
#pragma acc atomic update
        hits[x] += 1;
      }
}

static long outer(long planes) {
  long n = planes * 4 * 32;
  int *h = calloc(n, sizeof(int));
#pragma acc parallel loop collapse(3) copy(h[0:n])
  for (long i = 0; i < planes; i++)
    for (int j = 0; j < 4; j++)
      for (int k = 0; k < 32; k++) {
#pragma acc atomic update
        h[(i * 4 + j) * 32 + k] += 1;
      }
  long bad = ones(h, n);
  free(h);
  return bad;
}

int main(void) {
  long s256 = check_sweep(19, 25, 252), s20 = check_sweep(5, 9, 22), s480 = check_sweep(4, 6, 482);
  long v64 = with_vector(64), v96 = with_vector(96), v128 = with_vector(128), v1024 = with_vector(1024);
  int *out = calloc(NI * NJ * NK, sizeof(int)), *sh = calloc(NI * NJ * NK, sizeof(int));
#pragma acc data copy(out[0:NI * NJ * NK], sh[0:NI * NJ * NK])
  negative(out, sh);
  long neg = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) {
        int x = ((i * NJ) + j) * NK + k;
        int in = i % 3 == 2 && j >= 2 && j % 2 == 0 && k >= 1;
        if (out[x] != (in ? i * 100000 + j * 1000 + k : 0) || sh[x] != in) neg++;
      }
  long lng = outer(70000), longer = outer(140000);
  /* 2 x 3 x 20 points: one block's tile covers them. */
  int *th = calloc(120, sizeof(int));
#pragma acc data copy(th[0:120])
  count_nest(256, th, 2, 3, 20);
  long tiny = ones(th, 120);
  printf("s256 %ld s20 %ld s480 %ld v64 %ld v96 %ld v128 %ld v1024 %ld neg %ld long %ld longer %ld tiny %ld\n",
         s256, s20, s480, v64, v96, v128, v1024, neg, lng, longer, tiny);
  free(out); free(sh); free(th);
  return (s256 || s20 || s480 || v64 || v96 || v128 || v1024 || neg || lng || longer || tiny) != 0;
}
