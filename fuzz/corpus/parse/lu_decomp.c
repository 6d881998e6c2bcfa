#include <math.h>
#include <stdio.h>

#define N 4

static int lu_decompose(double a[N][N], int perm[N])
{
    for (int i = 0; i < N; i++)
        perm[i] = i;
    for (int k = 0; k < N; k++) {
        int p = k;
        double best = fabs(a[k][k]);
        for (int i = k + 1; i < N; i++)
            if (fabs(a[i][k]) > best) {
                best = fabs(a[i][k]);
                p = i;
            }
        if (best < 1e-12)
            return -1;
        if (p != k) {
            for (int j = 0; j < N; j++) {
                double t = a[k][j];
                a[k][j] = a[p][j];
                a[p][j] = t;
            }
            int t = perm[k]; perm[k] = perm[p]; perm[p] = t;
        }
        for (int i = k + 1; i < N; i++) {
            a[i][k] /= a[k][k];
            for (int j = k + 1; j < N; j++)
                a[i][j] -= a[i][k] * a[k][j];
        }
    }
    return 0;
}

static void lu_solve(const double lu[N][N], const int perm[N], const double b[N], double x[N])
{
    double y[N];
    for (int i = 0; i < N; i++) {
        y[i] = b[perm[i]];
        for (int j = 0; j < i; j++)
            y[i] -= lu[i][j] * y[j];
    }
    for (int i = N - 1; i >= 0; i--) {
        x[i] = y[i];
        for (int j = i + 1; j < N; j++)
            x[i] -= lu[i][j] * x[j];
        x[i] /= lu[i][i];
    }
}

int main(void)
{
    double a[N][N] = { { 2, 1, 1, 0 }, { 4, 3, 3, 1 }, { 8, 7, 9, 5 }, { 6, 7, 9, 8 } };
    double b[N] = { 1, 2, 3, 4 }, x[N];
    int perm[N];
    if (lu_decompose(a, perm) != 0)
        return 1;
    lu_solve((const double (*)[N])a, perm, b, x);
    for (int i = 0; i < N; i++)
        printf("x[%d] = %8.4f\n", i, x[i]);
    return 0;
}
