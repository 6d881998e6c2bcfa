// A gang loop's private array that its inner `loop worker` (and `loop worker` + `loop vector`)
// loops write and then read in another order, each row's result reduced by a worker loop:
// the gang's threads share the private copy (shared memory), so the kernel runs on all
// the gang's threads, not one per gang (the remarks), and every row must still see only its
// own copy. (`private(t[0:m])` of a pointer parameter, a gang block of the device heap, is in
// acc-fortran/reduction/412 as an automatic array: gcc rejects the C section.)
// remark: 't' in the gang's shared memory on the GPU
// expect-exit: 0
// expect-stdout:
// | worker: wrong 0 total 28366100
// | worker-vector: wrong 0 total 56732200
#include <stdio.h>
#include <stdlib.h>

#define N 700
#define M 200

static void rev_worker(int n, int m, const double *a, double *out)
{
  double t[256];
  #pragma acc parallel loop gang private(t)
  for (int i = 0; i < n; i++) {
    #pragma acc loop worker
    for (int j = 0; j < m; j++) t[j] = a[i * m + j] * (j + 1);
    double s = 0;
    #pragma acc loop worker reduction(+:s)
    for (int j = 0; j < m; j++) s += t[m - 1 - j] * (j % 3);
    out[i] = s;
  }
}

static void rev_worker_vector(int n, int m, const double *a, double *out)
{
  double t[4][256];
  #pragma acc parallel loop gang private(t) num_workers(4) vector_length(64)
  for (int i = 0; i < n; i++) {
    #pragma acc loop worker
    for (int k = 0; k < 4; k++) {
      #pragma acc loop vector
      for (int j = 0; j < m; j++) t[k][j] = a[i * m + j] * (j + 1) * (k % 2);
    }
    double s = 0;
    #pragma acc loop worker vector reduction(+:s)
    for (int j = 0; j < m; j++) s += (t[1][m - 1 - j] + t[3][m - 1 - j]) * (j % 3);
    out[i] = s;
  }
}

int main(void)
{
  double *a = malloc(sizeof(double) * N * M), *o = malloc(sizeof(double) * N);
  for (int k = 0; k < N * M; k++) a[k] = (k * 7) % 5;
  for (int pass = 0; pass < 2; pass++) {
    if (pass == 0) rev_worker(N, M, a, o);
    if (pass == 1) rev_worker_vector(N, M, a, o);
    int wrong = 0;
    double total = 0;
    for (int i = 0; i < N; i++) {
      double e = 0;
      for (int j = 0; j < M; j++) e += a[i * M + M - 1 - j] * (M - j) * (j % 3);
      wrong += o[i] != (pass == 1 ? 2 * e : e);
      total += o[i];
    }
    printf("%s: wrong %d total %.0f\n", pass == 0 ? "worker" : "worker-vector", wrong, total);
  }
  free(a);
  free(o);
  return 0;
}
