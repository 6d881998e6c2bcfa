/* Monte-Carlo estimate of pi: sample i takes two 31-bit coordinates from an integer hash of i
 * and counts as inside when X^2 + Y^2 < 2^62 (all integer arithmetic, so every compiler must
 * count exactly the same); a sum reduction over 64-bit counts.
 * Usage: montecarlo [samples [iterations]]; default 2^32 samples (no memory traffic).
 * Check: every iteration gives the same count, the estimate is within 6 standard deviations
 * of pi, and the count is printed as checksum so the harness compares it across variants. */
#include "../common/bench.h"

#define DEFAULT_N (1L << 32)
#define PI 3.14159265358979323846
#define DEFAULT_ITERS 10

#ifdef _OPENACC
#pragma acc routine seq
#endif
BENCH_HD static inline long montecarlo_inside(long i) {
    uint64_t X = bench_hash32((uint32_t)i ^ bench_hash32((uint32_t)(i >> 32) + 0x9e3779b9U)) >> 1;
    uint64_t Y = bench_hash32((uint32_t)i + 0x632be5abU) >> 1;
    return X * X + Y * Y < (1ULL << 62) ? 1 : 0;
}

static int montecarlo_check(long count, long n) {
    double p = (double)count / (double)n, pi = 4.0 * p;
    double sigma = 4.0 * sqrt(0.25 * PI * (1.0 - 0.25 * PI) / (double)n);
    if (fabs(pi - PI) > 6.0 * sigma) {
        fprintf(stderr, "montecarlo: pi estimate %.9f is off by %.3g (sigma %.3g)\n", pi,
                pi - PI, sigma);
        return 0;
    }
    return 1;
}

#ifndef BENCH_HELPERS_ONLY
int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    bench_timer t;
    bench_timer_init(&t);
    long first = -1;
    int ok = 1;
    for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
        long count = 0;
        double t0 = bench_now();
#pragma omp parallel for reduction(+ : count)
#pragma acc parallel loop reduction(+ : count)
        for (long i = 0; i < n; i++) count += montecarlo_inside(i);
        double t1 = bench_now();
        if (first < 0) first = count;
        if (count != first) ok = 0;
        if (it > 0) bench_record(&t, t1 - t0);
    }
    ok = ok && montecarlo_check(first, n);
    char size[32], checksum[32];
    snprintf(size, sizeof size, "%ld", n);
    snprintf(checksum, sizeof checksum, "%ld", first);
    /* flops holds integer operations: about 24 per sample (three hashes, two squares). */
    return bench_result("montecarlo", size, &t, 0, 24.0 * n, "int", checksum, ok);
}
#endif
