// The first kernels version of the OpenACC training materials' Laplace solver: functions taking
// bare pointers, one kernels region with two loop nests and no data clause at all (issue 21).
// The sections come from the subscripts (A[j*m + i ± 1], A[(j ± 1)*m + i]); the error is an
// implicit max reduction; the read-only scalars n and m are firstprivate.
// remark: kernels: generating implicit copy(Anew[m + 1:n*m - 2*m - 2])
// remark: kernels: generating implicit copyin(A[1:n*m - 2])
// remark: kernels: implicit copy(err) firstprivate(n, m)
// remark: kernels: loop at 22:3: generating reduction(max:err)
// remark: kernels: generating implicit copy(A[m + 1:n*m - 2*m - 2])
// remark: kernels: generating implicit copyin(Anew[m + 1:n*m - 2*m - 2])
// expect-exit: 0
// expect-stdout:
// | iterations 200 error 0.001085 center 0.154566
// | PASS
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double calc_next(double *restrict Anew, const double *restrict A, int n, int m) {
  double err = 0.0;
  #pragma acc kernels
  for (int j = 1; j < n - 1; j++)
    for (int i = 1; i < m - 1; i++) {
      Anew[j * m + i] = 0.25 * (A[j * m + i + 1] + A[j * m + i - 1] + A[(j - 1) * m + i] + A[(j + 1) * m + i]);
      double d = fabs(Anew[j * m + i] - A[j * m + i]);
      if (d > err) err = d;
    }
  return err;
}

static void swap(double *restrict A, const double *restrict Anew, int n, int m) {
  #pragma acc kernels
  for (int j = 1; j < n - 1; j++)
    for (int i = 1; i < m - 1; i++)
      A[j * m + i] = Anew[j * m + i];
}

int main(void) {
  int n = 48, m = 40, iters = 0;
  double *A = calloc((size_t)n * m, sizeof(double)), *Anew = calloc((size_t)n * m, sizeof(double));
  double *R = calloc((size_t)n * m, sizeof(double)), *Rn = calloc((size_t)n * m, sizeof(double));
  for (int i = 0; i < m; i++) A[i] = Anew[i] = R[i] = Rn[i] = 1.0; /* hot top edge */
  double err = 1.0;
  while (err > 1e-6 && iters < 200) {
    err = calc_next(Anew, A, n, m);
    swap(A, Anew, n, m);
    iters++;
  }
  /* The same sweeps on the host. */
  int bad = 0;
  for (int it = 0; it < iters; it++) {
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < m - 1; i++)
        Rn[j * m + i] = 0.25 * (R[j * m + i + 1] + R[j * m + i - 1] + R[(j - 1) * m + i] + R[(j + 1) * m + i]);
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < m - 1; i++) R[j * m + i] = Rn[j * m + i];
  }
  for (int k = 0; k < n * m; k++) bad += fabs(A[k] - R[k]) > 1e-12;
  printf("iterations %d error %.6f center %.6f\n", iters, err, A[(n / 2) * m + m / 2] * 10);
  printf("%s\n", bad ? "FAIL" : "PASS");
  free(A);
  free(Anew);
  free(R);
  free(Rn);
  return bad != 0;
}
