/* Sum of one double vector (a plain sum reduction): the reduction at full memory bandwidth.
 * Usage: sum [n [iterations]]; default n = 2^27 (1 GiB on the device).
 * Check: the elements are quarters (1/4 to 13/4, never zero), so every partial sum is exact in
 * any order; each iteration's result must equal the exact sum. */
#include "../common/bench.h"

#define DEFAULT_N (1L << 27)
#define DEFAULT_ITERS 20

static void sum_init(double *x, long n) {
    for (long i = 0; i < n; i++) x[i] = 0.25 * (double)(1 + i % 13);
}

static double sum_expected(long n) {
    long long s = 0;
    for (long i = 0; i < n; i++) s += 1 + i % 13;
    return 0.25 * (double)s;
}

#ifndef BENCH_HELPERS_ONLY
int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    double *x = (double *)bench_alloc(sizeof(double) * n);
    sum_init(x, n);
    double want = sum_expected(n);
    bench_timer t;
    bench_timer_init(&t);
    int ok = 1;
    double last = 0.0;
#pragma acc data copyin(x[0:n])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
            double s = 0.0;
            double t0 = bench_now();
#pragma omp parallel for reduction(+ : s)
#pragma acc parallel loop present(x[0:n]) reduction(+ : s)
            for (long i = 0; i < n; i++) s += x[i];
            double t1 = bench_now();
            if (s != want) {
                fprintf(stderr, "sum: got %.17g, want %.17g\n", s, want);
                ok = 0;
            }
            last = s;
            if (it > 0) bench_record(&t, t1 - t0);
        }
    }
    char size[32], checksum[32];
    snprintf(size, sizeof size, "%ld", n);
    snprintf(checksum, sizeof checksum, "%.2f", last);
    int bad = bench_result("sum", size, &t, 1.0 * sizeof(double) * n, 1.0 * n, "mem", checksum,
                           ok);
    free(x);
    return bad;
}
#endif
