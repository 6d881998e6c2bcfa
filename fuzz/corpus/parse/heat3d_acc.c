#include <stdio.h>
#include <stdlib.h>

static void step(int nx, int ny, int nz, const double (*restrict in)[ny][nz], double (*restrict out)[ny][nz], double c)
{
#pragma acc parallel loop gang collapse(2) present(in[0:nx][0:ny][0:nz], out[0:nx][0:ny][0:nz])
    for (int i = 1; i < nx - 1; i++)
        for (int j = 1; j < ny - 1; j++) {
#pragma acc loop vector
            for (int k = 1; k < nz - 1; k++)
                out[i][j][k] = in[i][j][k] + c * (in[i - 1][j][k] + in[i + 1][j][k] + in[i][j - 1][k]
                                                  + in[i][j + 1][k] + in[i][j][k - 1] + in[i][j][k + 1]
                                                  - 6.0 * in[i][j][k]);
        }
}

int main(void)
{
    int nx = 32, ny = 32, nz = 32;
    double (*a)[ny][nz] = calloc((size_t)nx, sizeof *a);
    double (*b)[ny][nz] = calloc((size_t)nx, sizeof *b);
    a[nx / 2][ny / 2][nz / 2] = 1000.0;
#pragma acc data copy(a[0:nx][0:ny][0:nz]) create(b[0:nx][0:ny][0:nz])
    {
        for (int t = 0; t < 100; t++) {
            step(nx, ny, nz, (const double (*)[ny][nz])a, b, 0.1);
            double (*tmp)[ny][nz] = a;
            a = b;
            b = tmp;
        }
#pragma acc update self(a[nx/2:1][0:ny][0:nz])
    }
    printf("%f %zu\n", a[nx / 2][ny / 2][nz / 2], sizeof a[0]);
    free(a);
    free(b);
    return 0;
}
