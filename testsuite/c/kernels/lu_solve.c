// LU decomposition with partial pivoting and solve; checks the residual of A x = b.
// expect-exit: 0
// expect-stdout:
// | x[0] = -1.248961099644
// | x[1] = -0.378290080732
// | x[2] = 0.786115444971
// | x[3] = 1.971398176589
// | x[4] = 3.140195165012
// | x[5] = 4.287711268210
// | x[6] = 5.415649069870
// | x[7] = 6.526859866455
// | |det| = 3.596873916133 residual small 1
#include <stdio.h>
#include <math.h>

#define N 8

int main(void) {
    double a[N][N], lu[N][N], b[N], x[N];
    int piv[N];
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) a[i][j] = 1.0 / (i + j + 1) + (i == j ? 1.0 : 0.0);
        b[i] = i + 1;
    }
    for (int i = 0; i < N; i++) { piv[i] = i; for (int j = 0; j < N; j++) lu[i][j] = a[i][j]; }
    for (int k = 0; k < N; k++) {
        int p = k;
        for (int i = k + 1; i < N; i++) if (fabs(lu[i][k]) > fabs(lu[p][k])) p = i;
        if (p != k) {
            for (int j = 0; j < N; j++) { double t = lu[k][j]; lu[k][j] = lu[p][j]; lu[p][j] = t; }
            int t = piv[k]; piv[k] = piv[p]; piv[p] = t;
        }
        for (int i = k + 1; i < N; i++) {
            lu[i][k] /= lu[k][k];
            for (int j = k + 1; j < N; j++) lu[i][j] -= lu[i][k] * lu[k][j];
        }
    }
    double y[N];
    for (int i = 0; i < N; i++) {
        y[i] = b[piv[i]];
        for (int j = 0; j < i; j++) y[i] -= lu[i][j] * y[j];
    }
    for (int i = N - 1; i >= 0; i--) {
        x[i] = y[i];
        for (int j = i + 1; j < N; j++) x[i] -= lu[i][j] * x[j];
        x[i] /= lu[i][i];
    }
    double det = 1, res = 0;
    for (int i = 0; i < N; i++) det *= lu[i][i];
    for (int i = 0; i < N; i++) {
        double r = -b[i];
        for (int j = 0; j < N; j++) r += a[i][j] * x[j];
        res = fmax(res, fabs(r));
    }
    for (int i = 0; i < N; i++) printf("x[%d] = %.12f\n", i, x[i]);
    printf("|det| = %.12f residual small %d\n", fabs(det), res < 1e-12);
    return 0;
}
