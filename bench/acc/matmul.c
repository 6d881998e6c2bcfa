/* Dense matrix product C = A B in double precision, the naive triple loop with the two outer
 * loops collapsed.
 * Usage: matmul [n [iterations]]; default n = 6656 (3 x 338 MiB on the device).
 * Check: the entries are small multiples of 1/8, so every product and partial sum is exact in
 * any order; 256 sampled entries of C must equal the host's value exactly. */
#include "../common/bench.h"

#define DEFAULT_N 6656L
#define DEFAULT_ITERS 5
#define SAMPLES 256

static double matmul_a(long i, long k) { return (double)((i * 7 + k * 3) % 13 - 6) * 0.125; }
static double matmul_b(long k, long j) { return (double)((k * 5 + j * 11) % 17 - 8) * 0.125; }

static void matmul_init(double *A, double *B, double *C, long n) {
    for (long i = 0; i < n; i++)
        for (long j = 0; j < n; j++) {
            A[i * n + j] = matmul_a(i, j);
            B[i * n + j] = matmul_b(i, j);
            C[i * n + j] = -1.0;
        }
}

static int matmul_check(const double *C, long n) {
    for (int s = 0; s < SAMPLES; s++) {
        long i = (long)(bench_hash32(2 * s) % (uint32_t)n), j = (long)(bench_hash32(2 * s + 1) % (uint32_t)n);
        double want = 0.0;
        for (long k = 0; k < n; k++) want += matmul_a(i, k) * matmul_b(k, j);
        if (C[i * n + j] != want) {
            fprintf(stderr, "matmul: C[%ld][%ld] = %.17g, want %.17g\n", i, j, C[i * n + j], want);
            return 0;
        }
    }
    return 1;
}

#ifndef BENCH_HELPERS_ONLY
int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    double *A = (double *)bench_alloc(sizeof(double) * n * n);
    double *B = (double *)bench_alloc(sizeof(double) * n * n);
    double *C = (double *)bench_alloc(sizeof(double) * n * n);
    matmul_init(A, B, C, n);
    bench_timer t;
    bench_timer_init(&t);
#pragma acc data copyin(A[0:n*n], B[0:n*n]) copy(C[0:n*n])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double t0 = bench_now();
#pragma omp parallel for collapse(2)
#pragma acc parallel loop collapse(2) present(A[0:n*n], B[0:n*n], C[0:n*n])
            for (long i = 0; i < n; i++)
                for (long j = 0; j < n; j++) {
                    double s = 0.0;
                    for (long k = 0; k < n; k++) s += A[i * n + k] * B[k * n + j];
                    C[i * n + j] = s;
                }
            double t1 = bench_now();
            if (it > 0) bench_record(&t, t1 - t0);
        }
    }
    int ok = matmul_check(C, n);
    char size[48];
    snprintf(size, sizeof size, "%ldx%ld", n, n);
    double nn = (double)n * (double)n;
    int bad = bench_result("matmul", size, &t, 3 * sizeof(double) * nn, 2.0 * nn * (double)n,
                           "fp64", NULL, ok);
    free(A);
    free(B);
    free(C);
    return bad;
}
#endif
