// A scalar of the function that each iteration of a vector loop sets after an inner sequential
// loop, then reads (NAS LU's rhs: `for (m …) rsd[m][k][j][i] = -frct[…]; tmp = 1.0 / u[…];`):
// it is private to the iteration although its store is not in the iteration's first block.
// Before, it stayed gang-private, and the kernel ran one thread per gang on the GPU.
// remark: loop at 27:9: m, tmp privatized
// expect-exit: 0
// expect-stdout:
// | rho 1.000000 0.500000 qs 3.250000 rsd -9.000000 ok
#include <stdio.h>
#define NZ 6
#define NY 20
#define NX 40

double u[5][NZ][NY][NX], frct[5][NZ][NY][NX], rsd[5][NZ][NY][NX];
double rho_i[NZ][NY][NX], qs[NZ][NY][NX];

void rhs(int nx, int ny, int nz)
{
  int i, j, k, m;
  double tmp;
#pragma acc data present(u, frct, rsd, rho_i, qs)
  {
#pragma acc parallel loop gang num_gangs(nz) num_workers(8) vector_length(128)
    for (k = 0; k < nz; k++) {
#pragma acc loop worker
      for (j = 0; j < ny; j++) {
#pragma acc loop vector
      for (i = 0; i < nx; i++) {
        for (m = 0; m < 5; m++) {
          rsd[m][k][j][i] = -frct[m][k][j][i];
        }
        tmp = 1.0 / u[0][k][j][i];
        rho_i[k][j][i] = tmp;
        qs[k][j][i] = 0.50 * (u[1][k][j][i] * u[1][k][j][i] + u[2][k][j][i] * u[2][k][j][i]) * tmp;
      }
      }
    }
  }
}

int main(void)
{
  for (int m = 0; m < 5; m++)
    for (int k = 0; k < NZ; k++)
      for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) {
          u[m][k][j][i] = m == 0 ? (double)(1 + (i + j + k) % 2) : (double)(m + (i % 3));
          frct[m][k][j][i] = (double)(m + i % 4 + j % 3);
        }
#pragma acc data copyin(u, frct) copyout(rsd, rho_i, qs)
  rhs(NX, NY, NZ);
  int bad = 0;
  for (int k = 0; k < NZ; k++)
    for (int j = 0; j < NY; j++)
      for (int i = 0; i < NX; i++) {
        double t = 1.0 / u[0][k][j][i];
        double q = 0.50 * (u[1][k][j][i] * u[1][k][j][i] + u[2][k][j][i] * u[2][k][j][i]) * t;
        bad += rho_i[k][j][i] != t || qs[k][j][i] != q;
        for (int m = 0; m < 5; m++)
          bad += rsd[m][k][j][i] != -frct[m][k][j][i];
      }
  printf("rho %f %f qs %f rsd %f %s\n", rho_i[0][0][0], rho_i[0][0][1], qs[0][0][1],
         rsd[4][1][2][3], bad ? "wrong" : "ok");
  return bad != 0;
}
