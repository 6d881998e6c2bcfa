// Bare pointer parameters used in compute regions without data clauses (issue 21): the
// section each region reaches is inferred from its subscripts, affine in the loop variables
// (nvc: "Generating implicit copyin(A[:m*n])"), copyin when only read, copy when written.
// 2-D indices A[i*m + j] (parallel loop with an inner plain loop, and kernels), offsets
// a[i-1], a[i+1], a reversed index, and a triangular nest.
// remark: parallel: generating implicit copy(A[:n*m])
// remark: parallel: generating implicit copyin(B[:n*m])
// remark: kernels: generating implicit copy(out[1:n - 2])
// remark: kernels: generating implicit copyin(in[:n])
// remark: parallel: generating implicit copyin(src[:n])
// remark: parallel: generating implicit copy(dst[:n])
// remark: kernels: generating implicit copyin(L[:n*n])
// remark: kernels: generating implicit copy(rowsum[:n])
// remark: parallel: generating implicit copy(h[:k])
// expect-exit: 0
// expect-stdout:
// | scale 0 4 3699
// | smooth 1.66667 0.666667 4.66667
// | reverse 99 0
// | lower 0 4950 9900
// | counts 100 100
// | PASS
#include <stdio.h>
#include <stdlib.h>

static void scale(double *A, const double *B, int n, int m) {
  #pragma acc parallel loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i * m + j] = 2.0 * B[i * m + j];
}

static void smooth(double *out, const double *in, int n) {
  #pragma acc kernels
  for (int i = 1; i < n - 1; i++)
    out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3.0;
}

static void reverse(double *dst, const double *src, int n) {
  #pragma acc parallel loop
  for (int i = 0; i < n; i++)
    dst[n - 1 - i] = src[i];
}

/* Row sums of the lower triangle of L (n x n): the inner loop's bound is the outer variable. */
static void lower_sums(double *rowsum, const double *L, int n) {
  #pragma acc kernels
  {
    #pragma acc loop independent
    for (int i = 0; i < n; i++) {
      double s = 0.0;
      for (int j = 0; j <= i; j++)
        s += L[i * n + j];
      rowsum[i] = s;
    }
  }
}

/* Atomic updates of elements reached through the pointer (§2.12). */
static void counts(double *h, int n, int k) {
  #pragma acc parallel loop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < k; j++) {
      #pragma acc atomic update
      h[j] += 1.0;
    }
}

int main(void) {
  int n = 100, m = 37;
  double *A = malloc(sizeof(double) * n * m), *B = malloc(sizeof(double) * n * m);
  for (int k = 0; k < n * m; k++) {
    A[k] = -1.0;
    B[k] = k * 0.5;
  }
  scale(A, B, n, m);
  int bad = 0;
  for (int k = 0; k < n * m; k++) bad += A[k] != k;
  printf("scale %g %g %g\n", A[0], A[4], A[n * m - 1]);

  double *in = malloc(sizeof(double) * n), *out = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    in[i] = i * i % 50;
    out[i] = -7.0;
  }
  smooth(out, in, n);
  bad += out[0] != -7.0 || out[n - 1] != -7.0;
  for (int i = 1; i < n - 1; i++) bad += out[i] != (in[i - 1] + in[i] + in[i + 1]) / 3.0;
  printf("smooth %g %g %g\n", out[1], out[50], out[98]);

  double *dst = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) in[i] = i;
  reverse(dst, in, n);
  for (int i = 0; i < n; i++) bad += dst[i] != n - 1 - i;
  printf("reverse %g %g\n", dst[0], dst[n - 1]);

  double *L = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) L[i * n + j] = j <= i ? j : 1e9; /* the upper part must stay unread */
  lower_sums(out, L, n);
  for (int i = 0; i < n; i++) bad += out[i] != i * (i + 1) / 2.0;
  printf("lower %g %g %g\n", out[0], out[n - 1], out[n - 1] * 2.0);
  double h[7] = {0};
  counts(h, n, 7);
  for (int j = 0; j < 7; j++) bad += h[j] != n;
  printf("counts %g %g\n", h[0], h[6]);
  printf("%s\n", bad ? "FAIL" : "PASS");
  free(A);
  free(B);
  free(in);
  free(out);
  free(dst);
  free(L);
  return bad != 0;
}
