/* Monte-Carlo pi in CUDA: grid-stride counting, a block reduction, one atomic per block. */
#define BENCH_CUDA
#include "../acc/montecarlo.c"
#include "cuda_bench.h"

__global__ void k_count(long n, unsigned long long *count) {
    unsigned long long c = 0;
    for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < n; i += (long)gridDim.x * blockDim.x)
        c += (unsigned long long)montecarlo_inside(i);
    c = block_sum(c);
    if (threadIdx.x == 0) atomicAdd(count, c);
}

int main(int argc, char **argv) {
    long n = bench_arg(argc, argv, 1, DEFAULT_N);
    int max_iters = (int)bench_arg(argc, argv, 2, DEFAULT_ITERS);
    unsigned long long *dcount = to_device<unsigned long long>(NULL, 1);
    unsigned g = resident_blocks(8);
    bench_timer t;
    bench_timer_init(&t);
    long first = -1;
    int ok = 1;
    for (int it = 0; it == 0 || bench_more(&t, max_iters); it++) {
        unsigned long long count = 0;
        double t0 = sync_now();
        CK(cudaMemsetAsync(dcount, 0, sizeof count));
        k_count<<<g, 256>>>(n, dcount);
        CK_LAUNCH();
        to_host(&count, dcount, 1);
        double t1 = bench_now();
        if (first < 0) first = (long)count;
        if ((long)count != first) ok = 0;
        if (it > 0) bench_record(&t, t1 - t0);
    }
    ok = ok && montecarlo_check(first, n);
    char size[32], checksum[32];
    snprintf(size, sizeof size, "%ld", n);
    snprintf(checksum, sizeof checksum, "%ld", first);
    return bench_result("montecarlo", size, &t, 0, 24.0 * n, "int", checksum, ok);
}
