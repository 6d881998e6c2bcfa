// Gang loops over rows with vector loops inside and no worker, vector_length or num_workers
// clause (decision 78): the GPU launch gives each row a warp (32 x 4 blocks) or a whole block
// (V x 1) by the row count; `OXACC_ROW_WARPS=1|2|4|8` forces the choice, `OXACC_NOTIFY=1`
// shows the block. Row counts from 1 to 5000 around the H200's threshold (4,224 warps);
// rows with a per-row reduction stored by worker-level code, two vector loops per row that
// meet at the row's barrier through memory, gang-private scratch arrays in the vector loop,
// a Fortran-style `nx + 1` bound, and a CSR row (bounds loaded per row: a warp each).
// expect-exit: 0
// expect-stdout:
// | rows 1 flux 57673 sum 820 two 1681 csr 0
// | rows 7 flux 437073 sum 5740 two 11767 csr 117
// | rows 800 flux 557788492 sum 656000 two 1344800 csr 28655
// | rows 2111 flux 3687264817 sum 1731020 two 3548591 csr 75856
// | rows 4500 flux 16465884787 sum 3690000 two 7564500 csr 161928
#include <stdio.h>
#include <stdlib.h>

static void flux(int nz, int nx, const double *restrict st, double *restrict fl) {
#pragma acc parallel loop gang copyin(st[0:nz * (nx + 4)]) copyout(fl[0:nz * (nx + 1)])
  for (int k = 0; k < nz; k++) {
#pragma acc loop vector
    for (int i = 0; i < nx + 1; i++) {
      double s[4];
      for (int q = 0; q < 4; q++) s[q] = st[k * (nx + 4) + i + q];
      fl[k * (nx + 1) + i] = -s[0] + 7 * s[1] + 7 * s[2] - s[3] + k;
    }
  }
}

static void rowsum(int n, int m, const int *a, long *y) {
#pragma acc parallel loop gang copyin(a[0:n * m]) copyout(y[0:n])
  for (int r = 0; r < n; r++) {
    long s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < m; j++) s += a[(long)r * m + j];
    y[r] = s;
  }
}

// The second vector loop reads what the first wrote: the row's threads meet in between.
static void two_passes(int n, int m, int *t, int *u) {
#pragma acc parallel loop gang copy(t[0:n * m]) copyout(u[0:n * m])
  for (int r = 0; r < n; r++) {
#pragma acc loop vector
    for (int j = 0; j < m; j++) t[(long)r * m + j] = 2 * t[(long)r * m + j];
#pragma acc loop vector
    for (int j = 0; j < m; j++) u[(long)r * m + j] = t[(long)r * m + (m - 1 - j)] + 1;
  }
}

static void csr(int n, const int *rp, const int *ci, const int *v, const int *x, long *y) {
#pragma acc parallel loop gang copyin(rp[0:n + 1], ci[0:rp[n]], v[0:rp[n]], x[0:n]) copyout(y[0:n])
  for (int i = 0; i < n; i++) {
    long s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = rp[i]; j < rp[i + 1]; j++) s += (long)v[j] * x[ci[j]];
    y[i] = s;
  }
}

static void run(int n) {
  const int nx = 1600, m = 41;
  double *st = malloc(sizeof(double) * n * (nx + 4));
  double *fl = malloc(sizeof(double) * n * (nx + 1));
  int *a = malloc(sizeof(int) * n * m);
  int *t = malloc(sizeof(int) * n * m);
  int *u = malloc(sizeof(int) * n * m);
  long *y = malloc(sizeof(long) * n);
  for (long p = 0; p < (long)n * (nx + 4); p++) st[p] = p % 7;
  for (long p = 0; p < (long)n * m; p++) {
    a[p] = (int)(p % m);
    t[p] = (int)(p % m);
  }
  flux(n, nx, st, fl);
  double f = 0;
  for (long p = 0; p < (long)n * (nx + 1); p++) f += fl[p];
  rowsum(n, m, a, y);
  long s = 0;
  for (int r = 0; r < n; r++) s += y[r] + (y[r] != 820);
  two_passes(n, m, t, u);
  long w = 0;
  for (long p = 0; p < (long)n * m; p++) w += u[p] - (u[p] != 2 * (m - 1 - p % m) + 1) * 1000;
  int *rp = malloc(sizeof(int) * (n + 1));
  rp[0] = 0;
  for (int i = 0; i < n; i++) rp[i + 1] = rp[i] + i % 13;
  int *ci = malloc(sizeof(int) * (rp[n] + 1));
  int *v = malloc(sizeof(int) * (rp[n] + 1));
  int *x = malloc(sizeof(int) * n);
  for (int j = 0; j < rp[n]; j++) {
    ci[j] = j % n;
    v[j] = j % 5 + 1;
  }
  for (int i = 0; i < n; i++) x[i] = i % 3 + 1;
  csr(n, rp, ci, v, x, y);
  long c = 0;
  for (int i = 0; i < n; i++) c += y[i];
  printf("rows %d flux %.0f sum %ld two %ld csr %ld\n", n, f, s, w, c);
  free(st), free(fl), free(a), free(t), free(u), free(y), free(rp), free(ci), free(v), free(x);
}

int main(void) {
  int counts[] = {1, 7, 800, 2111, 4500};
  for (int k = 0; k < 5; k++) run(counts[k]);
  return 0;
}
