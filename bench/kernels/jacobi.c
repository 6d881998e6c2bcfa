/* 2-D 5-point Jacobi relaxation on an n x n grid with fixed boundary, self-checking. */
#include <stdio.h>
#include <stdlib.h>

#define N 1024
#define ITERS 400

int main(void) {
    int n = N;
    double *u = malloc(sizeof(double) * n * n);
    double *v = malloc(sizeof(double) * n * n);
    if (!u || !v) return 2;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double boundary = (i == 0) ? 1.0 : 0.0;
            u[i * n + j] = boundary;
            v[i * n + j] = boundary;
        }
    for (int it = 0; it < ITERS; it++) {
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                v[i * n + j] = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] +
                                       u[i * n + j - 1] + u[i * n + j + 1]);
        double *t = u; u = v; v = t;
    }
    /* Maximum principle: every value stays in [0, 1]; heat flows in from row 0. */
    double sum = 0.0;
    for (int i = 0; i < n * n; i++) {
        if (u[i] < 0.0 || u[i] > 1.0) { printf("jacobi: value out of range at %d\n", i); return 1; }
        sum += u[i];
    }
    if (u[1 * n + n / 2] <= 0.0) { printf("jacobi: no heat flowed\n"); return 1; }
    printf("checksum %.12e\n", sum);
    free(u); free(v);
    return 0;
}
