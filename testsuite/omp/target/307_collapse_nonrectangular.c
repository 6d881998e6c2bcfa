// `collapse(n)` over loops whose inner bounds use an outer loop's variable (a triangular
// nest, which OpenMP 5.0 §2.9.1 allows and OpenACC does not). oxacc refused it; it now
// collapses the rectangular outer loops and runs the others as written in each of their
// iterations (their variables private). The OpenMP_VV form (ttdpf_collapse) and the
// application's (a routine taking the arrays, no prototype). The imperfect nests of 5.0
// (code between the loops), which gcc 12 refuses, are tested by the driver's
// tests/openmp_collapse.rs.
// args: -fopenmp
// expect-exit: 0
// expect-stdout:
// | triangular: errors 0, sum 14592
// | routine: lower triangle 210, row sums ok 1
#include <stdio.h>

#define N 8
#define M 4

static int a[N][M][N][M];

void lower_triangle(m, rows, n)
double *m, *rows;
int n;
{
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: m[0:n*n], rows[0:n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) {
      m[i * n + j] = 1.0;
#pragma omp atomic
      rows[i] += 1.0;
    }
}

int main(void) {
  int i, j, k, l, errors = 0;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      for (k = 0; k < N; k++)
        for (l = 0; l < M; l++)
          a[i][j][k][l] = 1;
  // The suite's form: the third loop starts at the first loop's variable.
#pragma omp target teams distribute parallel for collapse(4) map(tofrom: a) private(i, j, k, l)
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      for (k = i; k < N; k++)
        for (l = 0; l < M; l++)
          a[i][j][k][l] += i + 2 * j + 3 * k + 4 * l;
  long sum = 0;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      for (k = 0; k < N; k++)
        for (l = 0; l < M; l++) {
          int want = k >= i ? 1 + i + 2 * j + 3 * k + 4 * l : 1;
          if (a[i][j][k][l] != want)
            errors++;
          if (k >= i)
            sum += a[i][j][k][l] - 1;
        }
  printf("triangular: errors %d, sum %ld\n", errors, sum);
  double m[20 * 20], rows[20];
  for (i = 0; i < 20 * 20; i++)
    m[i] = 0.0;
  for (i = 0; i < 20; i++)
    rows[i] = 0.0;
  lower_triangle(m, rows, 20);
  double tri = 0;
  int rows_ok = 1;
  for (i = 0; i < 20; i++) {
    for (j = 0; j < 20; j++)
      tri += m[i * 20 + j];
    if (rows[i] != i + 1)
      rows_ok = 0;
  }
  printf("routine: lower triangle %.0f, row sums ok %d\n", tri, rows_ok);
  return 0;
}
