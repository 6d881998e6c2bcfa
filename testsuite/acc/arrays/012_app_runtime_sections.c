// Application-style OpenACC C (issue 21 siblings): PolyBench-ACC style functions whose data
// clauses name array parameters (copy(A) of double A[N][N], copyin(u, v, y) of double u[N]),
// a kernels region without data clauses over VLA-parameter rows (double (*in)[m]), a NAS CG
// style sparse matrix-vector product whose scalar is set at the top of each gang iteration and
// reduced by an inner vector loop, a per-row scratch row of run-time length
// (private(row[0:m]), an insertion sort per row) and bin counts reduced into a run-time
// section of a pointer (reduction(+:count[0:nb])).
// remark: copy(A): the array parameter is mapped as A[0:64][0:64]
// remark: kernels: generating implicit copyin(in[1:n*m - 2])
// expect-from: hand (gcc 12 rejects subarrays in private and ICEs on array reductions; output of its serial build)
// expect-exit: 0
// expect-stdout:
// | gemver 4657.568182 13928.113636
// | smooth 8513.7500
// | spmv 7721.702500 wrong 0
// | rowsort unsorted 0 first 119 last 905
// | bins 556 496 489 463 508 497 460 502 513 516 total 5000
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define N 64

static void gemver(int n, double alpha, double A[N][N], double u[N], double v[N], double x[N],
                   double y[N]) {
  #pragma acc data copy(A) copyin(u, v, y) copy(x)
  {
    #pragma acc parallel loop
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) A[i][j] = A[i][j] + u[i] * v[j];
    #pragma acc parallel loop
    for (int i = 0; i < n; i++) {
      double t = 0.0;
      #pragma acc loop reduction(+:t)
      for (int j = 0; j < n; j++) t += alpha * A[j][i] * y[j];
      x[i] = x[i] + t;
    }
  }
}

static void smooth(int n, int m, double (*in)[m], double (*out)[m]) {
  #pragma acc kernels
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = 0.25 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
}

static void spmv(int nrows, const int *rowstr, const int *colidx, const double *a,
                 const double *p, double *q, int nnz) {
  double sum;
  #pragma acc parallel loop gang copyin(rowstr[0:nrows + 1], colidx[0:nnz], a[0:nnz], p[0:nrows]) copyout(q[0:nrows])
  for (int j = 0; j < nrows; j++) {
    sum = 0.0;
    #pragma acc loop vector reduction(+:sum)
    for (int k = rowstr[j]; k < rowstr[j + 1]; k++) sum += a[k] * p[colidx[k]];
    q[j] = sum;
  }
}

static void rowsort(int n, int m, double *data, double *row) {
  #pragma acc parallel loop copy(data[0:n * m]) private(row[0:m])
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < m; k++) row[k] = data[i * m + k];
    for (int k = 1; k < m; k++) {
      double x = row[k];
      int l = k - 1;
      while (l >= 0 && row[l] > x) {
        row[l + 1] = row[l];
        l--;
      }
      row[l + 1] = x;
    }
    for (int k = 0; k < m; k++) data[i * m + k] = row[k];
  }
}

static void bins(int n, const double *x, int *count, int nb) {
  #pragma acc parallel loop copyin(x[0:n]) copy(count[0:nb]) reduction(+:count[0:nb])
  for (int i = 0; i < n; i++) {
    int b = (int)(x[i] * nb);
    count[b < nb ? b : nb - 1] += 1;
  }
}

int main(int argc, char **argv) {
  (void)argv;
  static double A[N][N], u[N], v[N], x[N], y[N];
  unsigned s = 12345;
  for (int i = 0; i < N; i++) {
    u[i] = (i % 7) * 0.5;
    v[i] = (i % 5) * 0.25;
    y[i] = (i % 3) + 1.0;
    x[i] = 0.0;
    for (int j = 0; j < N; j++) A[i][j] = ((i * j) % 11) / 11.0;
  }
  gemver(N, 1.5, A, u, v, x, y);
  double gx = 0.0, ga = 0.0;
  for (int i = 0; i < N; i++) {
    gx += x[i];
    for (int j = 0; j < N; j++) ga += A[i][j];
  }
  printf("gemver %.6f %.6f\n", ga, gx);

  int n = 40 * argc, m = 30 * argc;
  double (*in)[m] = malloc(sizeof(double) * n * m), (*out)[m] = calloc(n * m, sizeof(double));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) in[i][j] = (i * 3 + j * 5) % 17;
  smooth(n, m, in, out);
  double so = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) so += out[i][j];
  printf("smooth %.4f\n", so);

  int nrows = 500, per = 9, nnz = nrows * per;
  int *rowstr = malloc((nrows + 1) * sizeof *rowstr), *colidx = malloc(nnz * sizeof *colidx);
  double *a = malloc(nnz * sizeof *a), *p = malloc(nrows * sizeof *p), *q = malloc(nrows * sizeof *q);
  for (int j = 0; j <= nrows; j++) rowstr[j] = j * per;
  for (int k = 0; k < nnz; k++) {
    s = s * 1103515245u + 12345u;
    colidx[k] = (s >> 8) % nrows;
    a[k] = ((s >> 4) % 100) / 50.0;
  }
  for (int j = 0; j < nrows; j++) p[j] = 1.0 + (j % 13) * 0.125;
  spmv(nrows, rowstr, colidx, a, p, q, nnz);
  int bad = 0;
  double qs = 0.0;
  for (int j = 0; j < nrows; j++) {
    double e = 0.0;
    for (int k = rowstr[j]; k < rowstr[j + 1]; k++) e += a[k] * p[colidx[k]];
    bad += fabs(e - q[j]) > 1e-9 * (1.0 + fabs(e));
    qs += q[j];
  }
  printf("spmv %.6f wrong %d\n", qs, bad);

  int rn = 100, rm = 13 * argc;
  double *data = malloc(rn * rm * sizeof *data), *row = malloc(rm * sizeof *row);
  for (int i = 0; i < rn * rm; i++) {
    s = s * 1103515245u + 12345u;
    data[i] = (s >> 8) % 1000;
  }
  rowsort(rn, rm, data, row);
  int unsorted = 0;
  for (int i = 0; i < rn; i++)
    for (int k = 1; k < rm; k++) unsorted += data[i * rm + k - 1] > data[i * rm + k];
  printf("rowsort unsorted %d first %.0f last %.0f\n", unsorted, data[0], data[rn * rm - 1]);

  int nb = 10 * argc, nx = 5000;
  double *xs = malloc(nx * sizeof *xs);
  int *count = calloc(nb, sizeof *count);
  for (int i = 0; i < nx; i++) {
    s = s * 1103515245u + 12345u;
    xs[i] = ((s >> 8) % 10000) / 10000.0;
  }
  bins(nx, xs, count, nb);
  int total = 0;
  printf("bins");
  for (int b = 0; b < nb; b++) printf(" %d", count[b]), total += count[b];
  printf(" total %d\n", total);
  free(in), free(out), free(rowstr), free(colidx), free(a), free(p), free(q), free(data), free(row);
  free(xs), free(count);
  return bad || unsorted || total != nx;
}
