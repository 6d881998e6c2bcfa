// A gang-loop reduction whose variables are updated in the worker and vector loops nested in
// it, which carry no reduction clause themselves (NAS LU's l2norm is written so; OpenACC 3.3
// §2.9.11 asks for the clause on each loop, nvc adds it): the inner loops get the enclosing
// loop's clause, and the kernel runs on all the threads of its gangs instead of one per gang.
// remark: generating reduction(+:norm0) reduction(+:norm1) for the enclosing loop's reduction
// expect-exit: 0
// expect-stdout:
// | norms 399830 8192 1.0000000
#include <stdio.h>
#include <math.h>
#define NZ 34
#define NY 33
#define NX 33

double rsd[2][NZ][NY][NX];
double norm[2];

void l2norm(int nz0, int jst, int jend, int ist, int iend)
{
  int i, j, k;
  double norm0, norm1;
  norm0 = 0.0;
  norm1 = 0.0;
#pragma acc data present(rsd, norm)
  {
#pragma acc parallel loop gang reduction(+:norm0, norm1) num_gangs(nz0 - 2) num_workers(8) vector_length(32)
    for (k = 1; k < nz0 - 1; k++) {
#pragma acc loop worker
      for (j = jst; j <= jend; j++) {
#pragma acc loop vector
        for (i = ist; i <= iend; i++) {
          norm0 = norm0 + rsd[0][k][j][i] * rsd[0][k][j][i];
          norm1 = norm1 + rsd[1][k][j][i];
        }
      }
    }
#pragma acc parallel num_gangs(1) num_workers(1) vector_length(1)
    {
      norm[0] = norm0;
      norm[1] = norm1;
    }
  }
}

int main(void)
{
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++) {
        rsd[0][k][j][i] = (double)((i + j + k) % 7);
        rsd[1][k][j][i] = (double)((i * j) % 2);
      }
  double ref0 = 0.0, ref1 = 0.0;
  for (int k = 1; k < NZ - 1; k++)
    for (int j = 1; j <= NY - 2; j++)
      for (int i = 1; i <= NX - 2; i++) {
        ref0 += rsd[0][k][j][i] * rsd[0][k][j][i];
        ref1 += rsd[1][k][j][i];
      }
#pragma acc data copyin(rsd) copyout(norm)
  l2norm(NZ, 1, NY - 2, 1, NX - 2);
  printf("norms %.0f %.0f %.7f\n", norm[0], norm[1], sqrt(norm[0] / ref0));
  return !(norm[0] == ref0 && norm[1] == ref1);
}
