#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void matmul(int n, int m, int p, double (*restrict c)[p], const double (*a)[m], const double (*b)[p])
{
    #pragma acc parallel loop collapse(2) copyin(a[0:n][0:m], b[0:m][0:p]) copyout(c[0:n][0:p])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < p; j++) {
            double sum = 0.0;
            #pragma acc loop seq
            for (int k = 0; k < m; k++)
                sum += a[i][k] * b[k][j];
            c[i][j] = sum;
        }
}

int main(void)
{
    int n = 64, m = 32, p = 48;
    double (*a)[m] = malloc(sizeof(double[n][m]));
    double (*b)[p] = malloc(m * sizeof *b);
    double (*c)[p] = malloc(sizeof(double) * n * p);
    for (int i = 0; i < n; i++)
        for (int k = 0; k < m; k++)
            a[i][k] = i + k;
    for (int k = 0; k < m; k++)
        for (int j = 0; j < p; j++)
            b[k][j] = (k == j);
    memset(c, 0, sizeof(double[n][p]));
    matmul(n, m, p, c, (const double (*)[m])a, (const double (*)[p])b);
    printf("%f %zu\n", c[n - 1][p - 1], sizeof *a);
    free(a);
    free(b);
    free(c);
    return 0;
}
