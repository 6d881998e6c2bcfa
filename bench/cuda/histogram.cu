/* Histogram in CUDA: per-block bins in shared memory (shared-memory atomics), merged into the
 * global bins with one atomic per bin and block. */
#define BENCH_CUDA
#include "../acc/histogram.c"
#include "cuda_bench.h"

__global__ void k_histogram(const uint32_t *keys, long n, unsigned *bins) {
    __shared__ unsigned local[BINS];
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) local[b] = 0;
    __syncthreads();
    for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
        atomicAdd(&local[keys[i] % BINS], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        if (local[b]) atomicAdd(&bins[b], local[b]);
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    uint32_t *keys = (uint32_t *)bench_alloc(sizeof(uint32_t) * n);
    unsigned *bins = (unsigned *)bench_alloc(sizeof(unsigned) * BINS);
    histogram_init(keys, n);
    uint32_t *dkeys = to_device(keys, n);
    unsigned *dbins = to_device<unsigned>(NULL, BINS);
    unsigned g = resident_blocks(4);
    bench_timer t;
    bench_timer_init(&t);
    int ok = 1;
    for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
        CK(cudaMemset(dbins, 0, sizeof(unsigned) * BINS));
        double t0 = sync_now();
        k_histogram<<<g, 512>>>(dkeys, n, dbins);
        CK_LAUNCH();
        double t1 = sync_now();
        to_host(bins, dbins, BINS);
        if (it == 0) ok = histogram_check(keys, n, bins);
        if (it > 0) bench_record(&t, t1 - t0);
    }
    ok = ok && histogram_check(keys, n, bins);
    char size[32];
    snprintf(size, sizeof size, "%ld", n);
    return bench_result("histogram", size, &t, (double)n * sizeof(uint32_t), 0, "mem", NULL, ok);
}
