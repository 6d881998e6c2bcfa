// collapse(3) gang loops as a 3-D grid would run them (decision 61, OXACC_GRID3=1; inner trip counts of 256 and 480: whole blocks, and 32 idle lanes per row): every point once (an atomic count per point), non-unit and negative steps, an outer trip count beyond a grid dimension's 65535, a region with a second loop after the nest, and an empty nest.
// expect-exit: 0
// expect-stdout:
// | stencil 0 steps 0 long 0 two 0 empty 0
#include <stdio.h>
#include <stdlib.h>

/* A 7-point stencil through pointer parameters (no data clauses: present by the data region). */
static void sweep(long n0, long n1, long n2, const double *a, double *b, int *hits) {
#pragma acc parallel loop collapse(3)
  for (long i = 1; i < n0 - 1; i++)
    for (long j = 1; j < n1 - 1; j++)
      for (long k = 1; k < n2 - 1; k++) {
        long x = (i * n1 + j) * n2 + k;
        b[x] = 0.5 * a[x] + (a[x - n1 * n2] + a[x + n1 * n2] + a[x - n2] + a[x + n2] + a[x - 1] + a[x + 1]);
#pragma acc atomic update
        hits[x] += 1;
      }
}

/* Steps of 2 and -3 and a lower bound other than 0. */
static void stepped(int *out, int *hits) {
#pragma acc parallel loop collapse(3) present(out[0:12 * 21 * 485], hits[0:12 * 21 * 485])
  for (int i = 11; i > 0; i -= 3)
    for (int j = 2; j < 21; j += 2)
      for (int k = 5; k < 485; k++) {
        int x = ((i * 21) + j) * 485 + k;
        out[x] = i * 100000 + j * 1000 + k;
#pragma acc atomic update
        hits[x] += 1;
      }
}

int main(void) {
  long n0 = 19, n1 = 23, n2 = 258, total = n0 * n1 * n2;
  double *a = malloc(sizeof(double) * total), *b = malloc(sizeof(double) * total);
  int *hits = calloc(total, sizeof(int));
  for (long x = 0; x < total; x++) { a[x] = (double)(x % 97); b[x] = -1.0; }
  int bad = 0;
#pragma acc data copyin(a[0:total]) copy(b[0:total], hits[0:total])
  sweep(n0, n1, n2, a, b, hits);
  for (long i = 0; i < n0; i++)
    for (long j = 0; j < n1; j++)
      for (long k = 0; k < n2; k++) {
        long x = (i * n1 + j) * n2 + k;
        int in = i > 0 && i < n0 - 1 && j > 0 && j < n1 - 1 && k > 0 && k < n2 - 1;
        double e = in ? 0.5 * a[x] + (a[x - n1 * n2] + a[x + n1 * n2] + a[x - n2] + a[x + n2] + a[x - 1] + a[x + 1]) : -1.0;
        if (b[x] != e || hits[x] != in) bad++;
      }
  int sbad = 0;
  int *out = calloc(12 * 21 * 485, sizeof(int)), *sh = calloc(12 * 21 * 485, sizeof(int));
#pragma acc data copy(out[0:12 * 21 * 485], sh[0:12 * 21 * 485])
  stepped(out, sh);
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 21; j++)
      for (int k = 0; k < 485; k++) {
        int x = ((i * 21) + j) * 485 + k;
        int in = i <= 11 && i % 3 == 2 && j >= 2 && j % 2 == 0 && k >= 5;
        if (out[x] != (in ? i * 100000 + j * 1000 + k : 0) || sh[x] != in) sbad++;
      }
  /* Outer trip count 70000: beyond a grid's y/z extent, the flattened walk takes it. */
  long lbad = 0;
  int *lh = calloc(70000 * 6, sizeof(int));
#pragma acc parallel loop collapse(3) copy(lh[0:70000 * 6])
  for (long i = 0; i < 70000; i++)
    for (int j = 0; j < 2; j++)
      for (int k = 0; k < 3; k++) {
#pragma acc atomic update
        lh[i * 6 + j * 3 + k] += 1;
      }
  for (long x = 0; x < 70000 * 6; x++) lbad += lh[x] != 1;
  /* A nest followed by another loop in the same region: one-dimensional grid, each loop's
     points once. */
  int *h2 = calloc(8 * 9 * 40, sizeof(int)), *r2 = calloc(100, sizeof(int));
#pragma acc parallel copy(h2[0:8 * 9 * 40], r2[0:100])
  {
#pragma acc loop gang vector collapse(3)
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < 9; j++)
        for (int k = 0; k < 40; k++) {
#pragma acc atomic update
          h2[(i * 9 + j) * 40 + k] += 1;
        }
#pragma acc loop gang vector
    for (int x = 0; x < 100; x++) {
#pragma acc atomic update
      r2[x] += 1;
    }
  }
  int tbad = 0;
  for (int x = 0; x < 8 * 9 * 40; x++) tbad += h2[x] != 1;
  for (int x = 0; x < 100; x++) tbad += r2[x] != 1;
  /* Empty nests: a middle trip count of 0, an inner one of 0. */
  int ebad = 0;
  long zero = 0;
#pragma acc parallel loop collapse(3) copy(ebad)
  for (int i = 0; i < 5; i++)
    for (long j = 0; j < zero; j++)
      for (int k = 0; k < 7; k++) {
#pragma acc atomic update
        ebad += 1;
      }
#pragma acc parallel loop collapse(3) copy(ebad)
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 4; j++)
      for (long k = 0; k < zero; k++) {
#pragma acc atomic update
        ebad += 1;
      }
  printf("stencil %d steps %d long %ld two %d empty %d\n", bad, sbad, lbad, tbad, ebad);
  free(a); free(b); free(hits); free(out); free(sh); free(lh); free(h2); free(r2);
  return bad || sbad || lbad || tbad || ebad;
}
