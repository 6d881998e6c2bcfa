/* CSR sparse matrix-vector products y = A x with a generated banded-random matrix. */
#include <stdio.h>
#include <stdlib.h>

#define ROWS 200000
#define PER_ROW 27
#define REPS 30

static unsigned int seed = 12345u;
static unsigned int next_rand(void) {
    seed = seed * 1103515245u + 12345u;
    return (seed >> 8) & 0xffffffu;
}

int main(void) {
    int n = ROWS;
    int nnz = n * PER_ROW;
    int *row_ptr = malloc(sizeof(int) * (n + 1));
    int *col = malloc(sizeof(int) * nnz);
    double *val = malloc(sizeof(double) * nnz);
    double *x = malloc(sizeof(double) * n);
    double *y = malloc(sizeof(double) * n);
    if (!row_ptr || !col || !val || !x || !y) return 2;
    int k = 0;
    for (int i = 0; i < n; i++) {
        row_ptr[i] = k;
        for (int e = 0; e < PER_ROW; e++) {
            int j;
            if (e < 9) j = i + e - 4; else j = (int)(next_rand() % (unsigned int)n);
            if (j < 0) j += n;
            if (j >= n) j -= n;
            col[k] = j;
            val[k] = (e == 4) ? 2.0 : 1.0 / (double)(PER_ROW * 2);
            k++;
        }
    }
    row_ptr[n] = k;
    for (int i = 0; i < n; i++) x[i] = 1.0 + (double)(i % 13) * 0.01;
    for (int r = 0; r < REPS; r++) {
        for (int i = 0; i < n; i++) {
            double s = 0.0;
            for (int p = row_ptr[i]; p < row_ptr[i + 1]; p++) s += val[p] * x[col[p]];
            y[i] = s;
        }
        /* Normalise so the iteration stays bounded (non-negative matrix: Perron vector stays positive). */
        double m = 0.0;
        for (int i = 0; i < n; i++) if (y[i] > m) m = y[i];
        if (!(m > 0.0)) { printf("spmv: non-positive result\n"); return 1; }
        for (int i = 0; i < n; i++) x[i] = y[i] / m;
    }
    double sum = 0.0;
    for (int i = 0; i < n; i++) {
        if (!(x[i] > 0.0 && x[i] <= 1.0)) { printf("spmv: x[%d] out of range\n", i); return 1; }
        sum += x[i] * (double)(i % 5 + 1);
    }
    printf("checksum %.12e\n", sum);
    free(row_ptr); free(col); free(val); free(x); free(y);
    return 0;
}
