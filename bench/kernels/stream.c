/* STREAM triad a = b + s * c over arrays larger than the caches, self-checking. */
#include <stdio.h>
#include <stdlib.h>

#define N (8 * 1024 * 1024)
#define REPS 10

int main(void) {
    long n = N;
    double *a = malloc(sizeof(double) * n);
    double *b = malloc(sizeof(double) * n);
    double *c = malloc(sizeof(double) * n);
    if (!a || !b || !c) return 2;
    for (long i = 0; i < n; i++) { a[i] = 0.0; b[i] = (double)(i % 100); c[i] = (double)(i % 10) * 0.5; }
    double s = 3.0;
    for (int r = 0; r < REPS; r++) {
        for (long i = 0; i < n; i++) a[i] = b[i] + s * c[i];
        for (long i = 0; i < n; i++) b[i] = a[i] - s * c[i];
    }
    double sum = 0.0;
    for (long i = 0; i < n; i++) {
        if (b[i] != (double)(i % 100)) { printf("stream: wrong b[%ld]\n", i); return 1; }
        sum += a[i];
    }
    printf("checksum %.12e\n", sum);
    free(a); free(b); free(c);
    return 0;
}
