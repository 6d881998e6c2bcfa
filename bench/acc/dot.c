/* Dot product of two double vectors (a sum reduction).
 * Usage: dot [n [iterations]]; default n = 2^26 (2 x 512 MiB on the device).
 * Check: the elements are small integers, so every partial sum is exact in any order; each
 * iteration's result must equal the exact sum. */
#include "../common/bench.h"

#define DEFAULT_N (1L << 26)
#define DEFAULT_ITERS 20

static void dot_init(double *x, double *y, long n) {
    for (long i = 0; i < n; i++) {
        x[i] = (double)(i % 7);
        y[i] = (double)(i % 5) - 2.0;
    }
}

static double dot_expected(long n) {
    long long s = 0;
    for (long i = 0; i < n; i++) s += (long long)(i % 7) * ((i % 5) - 2);
    return (double)s;
}

#ifndef BENCH_HELPERS_ONLY
int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    double *x = (double *)bench_alloc(sizeof(double) * n);
    double *y = (double *)bench_alloc(sizeof(double) * n);
    dot_init(x, y, n);
    double want = dot_expected(n);
    bench_timer t;
    bench_timer_init(&t);
    int ok = 1;
    double last = 0.0;
#pragma acc data copyin(x[0:n], y[0:n])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double sum = 0.0;
            double t0 = bench_now();
#pragma omp parallel for reduction(+ : sum)
#pragma acc parallel loop present(x[0:n], y[0:n]) reduction(+ : sum)
            for (long i = 0; i < n; i++) sum += x[i] * y[i];
            double t1 = bench_now();
            if (sum != want) {
                fprintf(stderr, "dot: got %.17g, want %.17g\n", sum, want);
                ok = 0;
            }
            last = sum;
            if (it > 0) bench_record(&t, t1 - t0);
        }
    }
    char size[32], checksum[32];
    snprintf(size, sizeof size, "%ld", n);
    snprintf(checksum, sizeof checksum, "%.0f", last);
    int bad = bench_result("dot", size, &t, 2.0 * sizeof(double) * n, 2.0 * n, "mem", checksum,
                           ok);
    free(x);
    free(y);
    return bad;
}
#endif
