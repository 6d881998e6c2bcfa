// Array parameters whose extents are arithmetic of parameters, as PolyBench-ACC's kernels are
// declared with its C99 prototypes (POLYBENCH_2D(A,NI,NK,ni,nk) is A[ni + 0][nk + 0] under
// POLYBENCH_USE_C99_PROTO): named whole in data clauses they map their declared extents, as
// a plain parameter extent does (007_array_params.c), not the 8-byte pointer. The kernels are
// written as the suite writes them: a data region around a parallel region of acc loops, the
// arrays indexed through the parameters. acc_is_present of the whole array inside the data
// region tells (on separate memory the pointer alone is 8 bytes); the results are exact.
// remark: copyin(A): the array parameter is mapped as A[0:ni + 0][0:nk + 0]
// remark: copy(C): the array parameter is mapped as C[0:ni + 0][0:nj + 0]
// remark: copyin(w): the array parameter is mapped as w[0:2 * n]
// remark: copyout(v): the array parameter is mapped as v[0:2 * n]
// remark: copy(T): the array parameter is mapped as T[0:n - 1][0:(n - 1) * 2][0:3]
// expect-exit: 0
// expect-stdout:
// | gemm present 1 ok 1
// | twice present 1 ok 1
// | cube present 1 ok 1
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

#define PAD 0

static void kernel_gemm(int ni, int nj, int nk, double alpha, double C[ni + PAD][nj + PAD],
                        double A[ni + PAD][nk + PAD], double B[nk + PAD][nj + PAD],
                        int *present) {
  int i, j, k;
  #pragma acc data copyin(A, B) copy(C)
  {
    *present = acc_is_present(A, sizeof(double) * ni * nk) &&
               acc_is_present(B, sizeof(double) * nk * nj) &&
               acc_is_present(C, sizeof(double) * ni * nj);
    #pragma acc parallel
    {
      #pragma acc loop
      for (i = 0; i < ni; i++)
        #pragma acc loop
        for (j = 0; j < nj; j++)
          for (k = 0; k < nk; ++k)
            C[i][j] += alpha * A[i][k] * B[k][j];
    }
  }
}

static void twice(int n, double v[2 * n], double w[2 * n], int *present) {
  *present = 0;
  #pragma acc data copyin(w) copyout(v)
  {
    *present = acc_is_present(v, sizeof(double) * 2 * n) && acc_is_present(w, sizeof(double) * 2 * n);
    #pragma acc parallel loop
    for (int i = 0; i < 2 * n; i++) v[i] = 2 * w[i];
  }
}

static void cube(int n, double T[n - 1][(n - 1) * 2][3], int *present) {
  #pragma acc data copy(T)
  {
    *present = acc_is_present(T, sizeof(double) * (n - 1) * (n - 1) * 2 * 3);
    #pragma acc parallel loop collapse(3)
    for (int i = 0; i < n - 1; i++)
      for (int j = 0; j < (n - 1) * 2; j++)
        for (int k = 0; k < 3; k++) T[i][j][k] += i * 100 + j * 10 + k;
  }
}

int main(void) {
  int ni = 37, nj = 29, nk = 23, n = 50;
  double (*A)[nk] = malloc(sizeof(double) * ni * nk);
  double (*B)[nj] = malloc(sizeof(double) * nk * nj);
  double (*C)[nj] = malloc(sizeof(double) * ni * nj);
  double *v = malloc(sizeof(double) * 2 * n), *w = malloc(sizeof(double) * 2 * n);
  double (*T)[(n - 1) * 2][3] = malloc(sizeof(double) * (n - 1) * (n - 1) * 2 * 3);
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++) A[i][k] = (i + k) % 5;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++) B[k][j] = (k * j) % 7;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) C[i][j] = i - j;
  for (int i = 0; i < 2 * n; i++) w[i] = i;
  for (int i = 0; i < n - 1; i++)
    for (int j = 0; j < (n - 1) * 2; j++)
      for (int k = 0; k < 3; k++) T[i][j][k] = 1;

  int present;
  kernel_gemm(ni, nj, nk, 2.0, C, A, B, &present);
  int ok = 1;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      double s = i - j;
      for (int k = 0; k < nk; k++) s += 2.0 * A[i][k] * B[k][j];
      ok &= C[i][j] == s;
    }
  printf("gemm present %d ok %d\n", present, ok);
  int all = present && ok;

  twice(n, v, w, &present);
  ok = 1;
  for (int i = 0; i < 2 * n; i++) ok &= v[i] == 2.0 * i;
  printf("twice present %d ok %d\n", present, ok);
  all &= present && ok;

  cube(n, T, &present);
  ok = 1;
  for (int i = 0; i < n - 1; i++)
    for (int j = 0; j < (n - 1) * 2; j++)
      for (int k = 0; k < 3; k++) ok &= T[i][j][k] == 1 + i * 100 + j * 10 + k;
  printf("cube present %d ok %d\n", present, ok);
  all &= present && ok;
  free(A), free(B), free(C), free(v), free(w), free(T);
  return !all;
}
