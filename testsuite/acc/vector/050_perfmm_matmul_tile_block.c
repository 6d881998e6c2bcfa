// A matrix product as applications write it (a function over its matrices, present data,
// collapse(2) with a sequential k loop): with OXACC_TILE_BLOCK=512 or 1024 at compile time
// (decision 62) the GPU runs it in blocks of that many threads, whose tiled walk takes 16 or
// 32 rows by 32 columns; 300 x 290 leaves partial tiles on both edges (and 300 rows are
// enough for 8 tiles of 32 rows), a second product of 40 x 300 is too short to tile (the
// flattened walk in the same blocks). Entries are small multiples of 1/8: exact in any order.
// expect-exit: 0
// expect-stdout:
// | big bad 0 trace -2.984375 short bad 0 trace -0.718750
#include <stdio.h>
#include <stdlib.h>

static double a_of(long i, long k) { return (double)((i * 7 + k * 3) % 13 - 6) * 0.125; }
static double b_of(long k, long j) { return (double)((k * 5 + j * 11) % 17 - 8) * 0.125; }

static void product(long ni, long nj, long nk, const double *a, const double *b, double *c) {
#pragma acc parallel loop collapse(2) present(a[0:ni*nk], b[0:nk*nj], c[0:ni*nj])
    for (long i = 0; i < ni; i++)
        for (long j = 0; j < nj; j++) {
            double s = 0.0;
            for (long k = 0; k < nk; k++) s += a[i * nk + k] * b[k * nj + j];
            c[i * nj + j] = s;
        }
}

static long check(long ni, long nj, long nk, const double *c, double *trace) {
    long bad = 0;
    *trace = 0.0;
    for (long i = 0; i < ni; i++)
        for (long j = 0; j < nj; j++) {
            double s = 0.0;
            for (long k = 0; k < nk; k++) s += a_of(i, k) * b_of(k, j);
            if (c[i * nj + j] != s) bad++;
            if (i == j) *trace += s;
        }
    return bad;
}

static void run(const char *name, long ni, long nj, long nk) {
    double *a = malloc(sizeof(double) * ni * nk), *b = malloc(sizeof(double) * nk * nj);
    double *c = malloc(sizeof(double) * ni * nj);
    for (long i = 0; i < ni; i++)
        for (long k = 0; k < nk; k++) a[i * nk + k] = a_of(i, k);
    for (long k = 0; k < nk; k++)
        for (long j = 0; j < nj; j++) b[k * nj + j] = b_of(k, j);
    for (long x = 0; x < ni * nj; x++) c[x] = -1.0;
#pragma acc data copyin(a[0:ni*nk], b[0:nk*nj]) copy(c[0:ni*nj])
    product(ni, nj, nk, a, b, c);
    double trace;
    long bad = check(ni, nj, nk, c, &trace);
    printf("%s bad %ld trace %f", name, bad, trace);
    free(a);
    free(b);
    free(c);
}

int main(void) {
    run("big", 300, 290, 150);
    printf(" ");
    run("short", 40, 300, 64);
    printf("\n");
    return 0;
}
