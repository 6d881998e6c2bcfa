// Matrix-product-shaped collapse(2) loops as applications write them (functions over their
// arrays, present data, a sequential inner loop): with OXACC_REGBLOCK=2..4 at compile time
// (decision 100) the GPU's tiled walk gives each thread that many rows of one column and runs
// their inner loops as one (regblock.rs); shapes it must not jam keep one row per thread.
// 300 x 290 leaves partial tiles at both edges (the rows of a tile that crosses the last row
// run one by one); int loop variables from 1 with step 2; a `continue` and a private scalar
// set before the inner loop; `+=` into the output (a row run twice would show); an inner loop
// whose trip count depends on the row (triangular: not jammed) or is read from memory (not
// jammed), a `break` (not jammed), two inner loops one after the other (not jammed), and a
// reduction on the gang loop (not jammed). Every entry is a small multiple of 1/8: sums are
// exact in any order, so each result is compared with the host's exactly.
// expect-exit: 0
// expect-stdout:
// | plain bad 0 trace -0.484375
// | int-step bad 0 sum 21.000000
// | continue bad 0 sum 4.843750
// | accumulate bad 0 sum 15.203125
// | triangular bad 0 sum 16.078125
// | loaded-bound bad 0 sum 22.156250
// | break bad 0 sum -8.312500
// | two-loops bad 0 sum 15.703125
// | reduction total -4.031250 want -4.031250
#include <stdio.h>
#include <stdlib.h>

#define NI 300
#define NJ 290
#define NK 77

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

/* int variables, rows from 1, every second column. */
static void int_step(int ni, int nj, int nk, const double *a, const double *b, double *c) {
#pragma acc parallel loop collapse(2) present(a[0:ni*nk], b[0:nk*nj], c[0:ni*nj])
    for (int i = 1; i < ni; i++)
        for (int j = 0; j < nj; j += 2) {
            double s = 0.0;
            for (int k = 0; k < nk; k++) s += a[i * nk + k] * b[k * nj + j];
            c[i * nj + j] = s;
        }
}

static void skip_odd(long ni, long nj, long nk, const double *a, const double *b, double *c) {
#pragma acc parallel loop collapse(2) present(a[0:ni*nk], b[0:nk*nj], c[0:ni*nj])
    for (long i = 0; i < ni; i++)
        for (long j = 0; j < nj; j++) {
            double w = (double)(i % 3) - 1.0;
            double s = 0.0;
            for (long k = 0; k < nk; k++) {
                if (k % 2 == 1) continue;
                s += w * a[i * nk + k] * b[k * nj + j];
            }
            c[i * nj + j] = s;
        }
}

static void accumulate(long ni, long nj, long nk, const double *a, const double *b, double *c) {
#pragma acc parallel loop collapse(2) present(a[0:ni*nk], b[0:nk*nj], c[0:ni*nj])
    for (long i = 0; i < ni; i++)
        for (long j = 0; j < nj; j++) {
            double s = 0.0;
            for (long k = 0; k < nk; k++) s += a[i * nk + k] * b[k * nj + j];
            c[i * nj + j] += s;
        }
}

static void triangular(long ni, long nj, long nk, const double *a, const double *b, double *c) {
#pragma acc parallel loop collapse(2) present(a[0:ni*nk], b[0:nk*nj], c[0:ni*nj])
    for (long i = 0; i < ni; i++)
        for (long j = 0; j < nj; j++) {
            double s = 0.0;
            for (long k = 0; k < i % nk; k++) s += a[i * nk + k] * b[k * nj + j];
            c[i * nj + j] = s;
        }
}

static void loaded_bound(long ni, long nj, const long *len, const double *a, const double *b,
                         double *c, long nk) {
#pragma acc parallel loop collapse(2) present(a[0:ni*nk], b[0:nk*nj], c[0:ni*nj], len[0:ni])
    for (long i = 0; i < ni; i++)
        for (long j = 0; j < nj; j++) {
            double s = 0.0;
            for (long k = 0; k < len[i]; k++) s += a[i * nk + k] * b[k * nj + j];
            c[i * nj + j] = s;
        }
}

static void with_break(long ni, long nj, long nk, const double *a, const double *b, double *c) {
#pragma acc parallel loop collapse(2) present(a[0:ni*nk], b[0:nk*nj], c[0:ni*nj])
    for (long i = 0; i < ni; i++)
        for (long j = 0; j < nj; j++) {
            double s = 0.0;
            for (long k = 0; k < nk; k++) {
                if (k > (i + j) % nk) break;
                s += a[i * nk + k] * b[k * nj + j];
            }
            c[i * nj + j] = s;
        }
}

static void two_loops(long ni, long nj, long nk, const double *a, const double *b, double *c) {
#pragma acc parallel loop collapse(2) present(a[0:ni*nk], b[0:nk*nj], c[0:ni*nj])
    for (long i = 0; i < ni; i++)
        for (long j = 0; j < nj; j++) {
            double s = 0.0, t = 0.0;
            for (long k = 0; k < nk; k++) s += a[i * nk + k] * b[k * nj + j];
            for (long k = 0; k < nk; k += 3) t += a[i * nk + k];
            c[i * nj + j] = s - t;
        }
}

static double reduced(long ni, long nj, long nk, const double *a, const double *b) {
    double total = 0.0;
#pragma acc parallel loop collapse(2) present(a[0:ni*nk], b[0:nk*nj]) reduction(+:total)
    for (long i = 0; i < ni; i++)
        for (long j = 0; j < nj; j++) {
            double s = 0.0;
            for (long k = 0; k < nk; k++) s += a[i * nk + k] * b[k * nj + j];
            total += s * (double)((i + j) % 3 - 1);
        }
    return total;
}

/* The host's value of each variant at (i, j), by the same rules. */
static double want(int variant, long i, long j, const long *len) {
    double s = 0.0, t = 0.0;
    for (long k = 0; k < NK; k++) {
        double p = a_of(i, k) * b_of(k, j);
        switch (variant) {
        case 0: s += p; break;
        case 1: s += k % 2 == 1 ? 0.0 : ((double)(i % 3) - 1.0) * p; break;
        case 2: s += k < i % NK ? p : 0.0; break;
        case 3: s += k < len[i] ? p : 0.0; break;
        case 4:
            if (k > (i + j) % NK) return s;
            s += p;
            break;
        case 5:
            s += p;
            if (k % 3 == 0) t += a_of(i, k);
            break;
        }
    }
    return s - t;
}

static void report(const char *name, int variant, const double *c, const long *len,
                   double base, int int_step) {
    long bad = 0;
    double sum = 0.0;
    for (long i = 0; i < NI; i++)
        for (long j = 0; j < NJ; j++) {
            double w;
            if (int_step)
                w = (i >= 1 && j % 2 == 0) ? want(0, i, j, len) : base;
            else
                w = want(variant, i, j, len) + base;
            if (c[i * NJ + j] != w) bad++;
            if ((i * 31 + j * 17) % 101 == 0) sum += c[i * NJ + j] * (double)((i + j) % 5 - 2);
        }
    printf("%s bad %ld sum %f\n", name, bad, sum);
}

int main(void) {
    double *a = malloc(sizeof(double) * NI * NK), *b = malloc(sizeof(double) * NK * NJ);
    double *c = malloc(sizeof(double) * NI * NJ);
    long *len = malloc(sizeof(long) * NI);
    for (long i = 0; i < NI; i++)
        for (long k = 0; k < NK; k++) a[i * NK + k] = a_of(i, k);
    for (long k = 0; k < NK; k++)
        for (long j = 0; j < NJ; j++) b[k * NJ + j] = b_of(k, j);
    for (long i = 0; i < NI; i++) len[i] = (i * 13) % (NK + 1);
#pragma acc data copyin(a[0:NI*NK], b[0:NK*NJ], len[0:NI]) create(c[0:NI*NJ])
    {
        product(NI, NJ, NK, a, b, c);
#pragma acc update self(c[0:NI*NJ])
        long bad = 0;
        double trace = 0.0;
        for (long i = 0; i < NI; i++)
            for (long j = 0; j < NJ; j++) {
                if (c[i * NJ + j] != want(0, i, j, len)) bad++;
                if (i == j) trace += c[i * NJ + j];
            }
        printf("plain bad %ld trace %f\n", bad, trace);

        for (long x = 0; x < NI * NJ; x++) c[x] = -1.0;
#pragma acc update device(c[0:NI*NJ])
        int_step(NI, NJ, NK, a, b, c);
#pragma acc update self(c[0:NI*NJ])
        report("int-step", 0, c, len, -1.0, 1);

        skip_odd(NI, NJ, NK, a, b, c);
#pragma acc update self(c[0:NI*NJ])
        report("continue", 1, c, len, 0.0, 0);

        for (long x = 0; x < NI * NJ; x++) c[x] = 0.5;
#pragma acc update device(c[0:NI*NJ])
        accumulate(NI, NJ, NK, a, b, c);
#pragma acc update self(c[0:NI*NJ])
        report("accumulate", 0, c, len, 0.5, 0);

        triangular(NI, NJ, NK, a, b, c);
#pragma acc update self(c[0:NI*NJ])
        report("triangular", 2, c, len, 0.0, 0);

        loaded_bound(NI, NJ, len, a, b, c, NK);
#pragma acc update self(c[0:NI*NJ])
        report("loaded-bound", 3, c, len, 0.0, 0);

        with_break(NI, NJ, NK, a, b, c);
#pragma acc update self(c[0:NI*NJ])
        report("break", 4, c, len, 0.0, 0);

        two_loops(NI, NJ, NK, a, b, c);
#pragma acc update self(c[0:NI*NJ])
        report("two-loops", 5, c, len, 0.0, 0);

        double total = reduced(NI, NJ, NK, a, b), w = 0.0;
        for (long i = 0; i < NI; i++)
            for (long j = 0; j < NJ; j++) w += want(0, i, j, len) * (double)((i + j) % 3 - 1);
        printf("reduction total %f want %f\n", total, w);
    }
    free(a);
    free(b);
    free(c);
    free(len);
    return 0;
}
