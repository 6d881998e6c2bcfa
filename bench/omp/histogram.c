/* Histogram with atomic increments in OpenMP 4.5 target constructs: the OpenMP twin of
 * bench/acc/histogram.c. */
#define BENCH_OMP_TARGET
#include "../acc/histogram.c"

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    uint32_t *keys = (uint32_t *)bench_alloc(sizeof(uint32_t) * n);
    unsigned *bins = (unsigned *)bench_alloc(sizeof(unsigned) * BINS);
    histogram_init(keys, n);
    bench_timer t;
    bench_timer_init(&t);
    int ok = 1;
#pragma omp target data map(to : keys[0:n]) map(alloc : bins[0:BINS])
    {
        for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
#pragma omp target teams distribute parallel for map(alloc : bins[0:BINS])
            for (int b = 0; b < BINS; b++) bins[b] = 0;
            double t0 = bench_now();
#pragma omp target teams distribute parallel for map(to : keys[0:n]) map(alloc : bins[0:BINS])
            for (long i = 0; i < n; i++) {
                unsigned b = keys[i] % BINS;
#pragma omp atomic update
                bins[b] += 1;
            }
            double t1 = bench_now();
#pragma omp target update from(bins[0:BINS])
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
