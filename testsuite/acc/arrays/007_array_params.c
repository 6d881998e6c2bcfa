// Array parameters named whole in data clauses, as PolyBench and teaching codes write them:
// C adjusts `double A[N][N]` to a pointer (C17 §6.7.6.3p7), and OpenACC maps the declared
// extents (A[0:N][0:N]), as nvc does: copy, copyin, copyout, create, present, update, for
// one, two and three dimensions and a variable-length parameter (double A[n][m]); a
// parameter without a first extent (double A[][N]) maps only the pointer, with a warning
// (open_first is compiled for that warning and not run: on a GPU its kernel would write
// through a host address, as the warning says).
// acc_is_present of the whole array tells (on separate memory the pointer alone is 8 bytes).
// remark: copy(A): the array parameter is mapped as A[0:64][0:64], its declared extents
// remark: copyin(v): the array parameter is mapped as v[0:64], its declared extents
// remark: copyout(T): the array parameter is mapped as T[0:3][0:64][0:64]
// remark: present(A): the array parameter is mapped as A[0:64][0:64]
// remark: copy(B): the array parameter is mapped as B[0:n][0:m]
// warning: 'copy(C)' maps only the pointer 'C'
// expect-exit: 0
// expect-stdout:
// | scale 1 sum 1 stack 1 present 1 vla 1 update 1
#include <openacc.h>
#include <stdio.h>

#define N 64

static void scale(double A[N][N], double f) {
  #pragma acc parallel loop collapse(2) copy(A)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) A[i][j] *= f;
}

static double sum(double v[N]) {
  double s = 0.0;
  #pragma acc parallel loop copyin(v) reduction(+:s)
  for (int i = 0; i < N; i++) s += v[i];
  return s;
}

static void stack(double T[3][N][N], double A[N][N]) {
  #pragma acc parallel loop collapse(3) copyout(T) copyin(A)
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) T[k][i][j] = (k + 1) * A[i][j];
}

static int in_place(double A[N][N]) {
  int ok = acc_is_present(A, sizeof(double) * N * N);
  #pragma acc parallel loop present(A)
  for (int i = 0; i < N; i++) A[i][i] += 1.0;
  return ok;
}

static void vla(int n, int m, double B[n][m]) {
  #pragma acc parallel loop collapse(2) copy(B)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) B[i][j] = i * m + j;
}

static void refresh(double A[N][N]) {
  #pragma acc update device(A)
  #pragma acc parallel loop present(A)
  for (int i = 0; i < N; i++) A[i][0] = -1.0;
  #pragma acc update self(A)
}

void open_first(double C[][N], int rows) {
  #pragma acc parallel loop copy(C)
  for (int i = 0; i < rows; i++) C[i][1] = 7.0;
}

static double M[N][N], T[3][N][N], V[N], B[10][7];

int main(void) {
  for (int i = 0; i < N; i++) {
    V[i] = i;
    for (int j = 0; j < N; j++) M[i][j] = i + j;
  }
  scale(M, 2.0);
  int ok_scale = 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) ok_scale &= M[i][j] == 2.0 * (i + j);
  int ok_sum = sum(V) == N * (N - 1) / 2;
  stack(T, M);
  int ok_stack = 1;
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) ok_stack &= T[k][i][j] == (k + 1) * M[i][j];
  int ok_present;
  #pragma acc data copy(M)
  ok_present = in_place(M);
  for (int i = 0; i < N; i++) ok_present &= M[i][i] == 4.0 * i + 1.0;
  vla(10, 7, B);
  int ok_vla = 1;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 7; j++) ok_vla &= B[i][j] == i * 7 + j;
  int ok_update = 1;
  #pragma acc data copyin(M)
  refresh(M);
  for (int i = 0; i < N; i++) ok_update &= M[i][0] == -1.0 && M[i][1] == 2.0 * (i + 1) + (i == 1);
  printf("scale %d sum %d stack %d present %d vla %d update %d\n", ok_scale, ok_sum, ok_stack,
         ok_present, ok_vla, ok_update);
  return !(ok_scale && ok_sum && ok_stack && ok_present && ok_vla && ok_update);
}
