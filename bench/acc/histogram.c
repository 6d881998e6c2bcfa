/* Histogram of 32-bit keys into 1024 bins with atomic increments.
 * Usage: histogram [n [iterations]]; default n = 2^28 keys (1 GiB on the device).
 * Check: the bins of every iteration against the host's histogram, exactly. */
#include "../common/bench.h"

#define DEFAULT_N (1L << 28)
#define DEFAULT_ITERS 20
#define BINS 1024

static void histogram_init(uint32_t *keys, long n) {
    for (long i = 0; i < n; i++) keys[i] = bench_hash32((uint32_t)i);
}

static int histogram_check(const uint32_t *keys, long n, const unsigned *bins) {
    unsigned *want = (unsigned *)calloc(BINS, sizeof(unsigned));
    if (!want) return 0;
    for (long i = 0; i < n; i++) want[keys[i] % BINS]++;
    int ok = memcmp(want, bins, BINS * sizeof(unsigned)) == 0;
    if (!ok) fprintf(stderr, "histogram: bins differ from the host's\n");
    free(want);
    return ok;
}

#ifndef BENCH_HELPERS_ONLY
int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    uint32_t *keys = (uint32_t *)bench_alloc(sizeof(uint32_t) * n);
    unsigned *bins = (unsigned *)bench_alloc(sizeof(unsigned) * BINS);
    histogram_init(keys, n);
    bench_timer t;
    bench_timer_init(&t);
    int ok = 1;
#pragma acc data copyin(keys[0:n]) create(bins[0:BINS])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
#pragma omp parallel for
#pragma acc parallel loop present(bins[0:BINS])
            for (int b = 0; b < BINS; b++) bins[b] = 0;
            double t0 = bench_now();
#pragma omp parallel for
#pragma acc parallel loop present(keys[0:n], bins[0:BINS])
            for (long i = 0; i < n; i++) {
                unsigned b = keys[i] % BINS;
#pragma omp atomic update
#pragma acc atomic update
                bins[b] += 1;
            }
            double t1 = bench_now();
#pragma acc update self(bins[0:BINS])
            if (it == 0) ok = histogram_check(keys, n, bins);
            if (it > 0) bench_record(&t, t1 - t0);
        }
    }
    ok = ok && histogram_check(keys, n, bins);
    char size[32];
    snprintf(size, sizeof size, "%ld", n);
    int bad = bench_result("histogram", size, &t, (double)n * sizeof(uint32_t), 0, "mem", NULL, ok);
    free(keys);
    free(bins);
    return bad;
}
#endif
