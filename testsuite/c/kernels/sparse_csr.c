// Sparse matrix-vector product in CSR format and power iteration on it.
// expect-exit: 0
// expect-stdout:
// | nnz 148
// | it 100 lambda 4.0711771194
// | it 200 lambda 4.0849845160
// | it 300 lambda 4.0868535286
#include <stdio.h>
#include <math.h>

#define N 50

int main(void) {
    static int rowptr[N + 1], col[3 * N];
    static double val[3 * N];
    int nnz = 0;
    for (int i = 0; i < N; i++) {
        rowptr[i] = nnz;
        if (i > 0) { col[nnz] = i - 1; val[nnz++] = -1; }
        col[nnz] = i; val[nnz++] = 2 + (i % 3) * 0.1;
        if (i < N - 1) { col[nnz] = i + 1; val[nnz++] = -1; }
    }
    rowptr[N] = nnz;
    printf("nnz %d\n", nnz);
    double x[N], y[N];
    for (int i = 0; i < N; i++) x[i] = 1.0;
    double lambda = 0;
    for (int it = 0; it < 300; it++) {
        for (int i = 0; i < N; i++) {
            double s = 0;
            for (int k = rowptr[i]; k < rowptr[i + 1]; k++) s += val[k] * x[col[k]];
            y[i] = s;
        }
        double norm = 0;
        for (int i = 0; i < N; i++) norm += y[i] * y[i];
        norm = sqrt(norm);
        double dotxy = 0, dotxx = 0;
        for (int i = 0; i < N; i++) { dotxy += x[i] * y[i]; dotxx += x[i] * x[i]; }
        lambda = dotxy / dotxx;
        for (int i = 0; i < N; i++) x[i] = y[i] / norm;
        if (it % 100 == 99) printf("it %d lambda %.10f\n", it + 1, lambda);
    }
    return 0;
}
