/* Dense matrix multiply C = A * B (n x n, i-k-j loop order), self-checking. */
#include <stdio.h>
#include <stdlib.h>

#define N 1024

int main(void) {
    int n = N;
    double *a = malloc(sizeof(double) * n * n);
    double *b = malloc(sizeof(double) * n * n);
    double *c = malloc(sizeof(double) * n * n);
    if (!a || !b || !c) return 2;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            a[i * n + j] = (double)((i * 7 + j * 3) % 17) - 8.0;
            b[i * n + j] = (double)((i * 5 + j * 11) % 13) * 0.25;
            c[i * n + j] = 0.0;
        }
    for (int i = 0; i < n; i++)
        for (int k = 0; k < n; k++) {
            double aik = a[i * n + k];
            for (int j = 0; j < n; j++)
                c[i * n + j] += aik * b[k * n + j];
        }
    /* Spot-check a few entries with the plain dot product (exact: small integers * 0.25). */
    for (int s = 0; s < 16; s++) {
        int i = (s * 37) % n, j = (s * 91 + 5) % n;
        double ref = 0.0;
        for (int k = 0; k < n; k++) ref += a[i * n + k] * b[k * n + j];
        if (ref != c[i * n + j]) {
            printf("matmul: mismatch at (%d,%d): %g vs %g\n", i, j, c[i * n + j], ref);
            return 1;
        }
    }
    double sum = 0.0;
    for (int i = 0; i < n * n; i++) sum += c[i] * (double)(i % 7 + 1);
    printf("checksum %.12e\n", sum);
    free(a); free(b); free(c);
    return 0;
}
